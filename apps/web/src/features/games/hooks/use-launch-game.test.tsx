import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { statusQueryOptions } from '@/lib/site/status-api';
import { makeStatus } from '@/test/envelopes';
import { setNavigator } from '@/lib/navigation';
import { closeAllModals } from '@/modals/modal-store';
import type { GameTile } from '../api/types';
import { game, gameListAnswer, ok } from '../test/games-fixtures';
import { makeEnv, renderGames, stubNetwork } from '../test/games-harness';
import { resetCdnChoice } from '../utils/cdn';
import { launchAddress, useLaunchGame } from './use-launch-game';

afterEach(() => {
  closeAllModals();
  vi.unstubAllGlobals();
  setNavigator(null);
  resetCdnChoice();
});

function PlayButton({ target }: { target: GameTile }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => void launch(target)}>
      play
    </button>
  );
}

describe('launching a game', () => {
  it('opens game_url in the /game host, game_url2 in a new window, else the PVP content in the host', () => {
    expect(launchAddress({ game_url: 'https://a.test/g', game_url2: 'https://b.test/g' })).toEqual({
      url: 'https://a.test/g',
      window: 'host',
    });
    expect(launchAddress({ game_url2: 'https://b.test/g', content: 'https://b.test/g' })).toEqual({
      url: 'https://b.test/g',
      window: 'new',
    });
    expect(launchAddress({ content: '/pvp/room/1' })).toEqual({ url: '/pvp/room/1', window: 'host' });
    expect(launchAddress({})).toBeNull();
  });

  it('opens a game_url2 answer in a new window without leaving the page, and says so when the browser blocks it', async () => {
    sessionStore.set('token', 'member-token');
    sessionStore.remove('iframeUrl');
    stubNetwork({ '/wps/game/launchGame': () => ok({ game_url2: 'https://vendor.test/g/5', demo: false }) });
    const opened = { opener: 'portal' as unknown };
    const open = vi.fn().mockReturnValueOnce(opened).mockReturnValueOnce(null);
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    const { router } = renderGames(<PlayButton target={game(5)} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://vendor.test/g/5', '_blank'));
    expect(opened.opener).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get('iframeUrl')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'play' }));
    expect(await screen.findByText('Pop-up bloqueado. Permita pop-ups e tente novamente.')).toBeInTheDocument();
  });

  it('asks a PVP player for a room (GLS2_roomList) and launches in the chosen one', async () => {
    sessionStore.set('token', 'member-token');
    const room = (level: string, minBet: string) => ({
      roomId: `NOVA-9:${level}`,
      name: level,
      minBet,
      minBalance: '20.00',
      online: 2,
    });
    const calls = stubNetwork({
      '/wps/relay/GLS2_roomList': () => ok({ list: [room('novice', '1.00'), room('vip', '100.00')] }),
      '/wps/game/launchGame': () => ok({ game_url: '/sandbox/play/pvp', content: '/sandbox/play/pvp', demo: false }),
    });
    const user = userEvent.setup();
    const { router } = renderGames(<PlayButton target={game(9, { gameType: 'PVP', gameName: 'Poker Duel 9' })} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    await screen.findByRole('dialog', { name: 'Escolha uma sala — Poker Duel 9' });
    expect(calls.some((c) => c.path === '/wps/game/launchGame')).toBe(false);
    expect(calls.find((c) => c.path === '/wps/relay/GLS2_roomList')?.query.get('nodeId')).toBe('9');
    await user.click(await screen.findByRole('button', { name: 'Entrar na sala VIP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(calls.find((c) => c.path === '/wps/game/launchGame')?.body).toMatchObject({
      nodeId: 9,
      roomId: 'NOVA-9:vip',
    });
  });

  it('gives a visitor the login popup and calls nothing', async () => {
    const calls = stubNetwork({});
    const user = userEvent.setup();
    const { env } = renderGames(<PlayButton target={game(5)} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    expect(env.openLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('launches for a member and opens the answer in /game from a launch CDN', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({
      '/wps/game/launchGame': () => ok({ game_url: '/sandbox/play/abc', demo: false }),
    });
    const user = userEvent.setup();
    const { router } = renderGames(<PlayButton target={game(5)} />, {
      env: makeEnv({ launchCdns: ['https://play.cdn.test'] }),
    });
    await user.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(sessionStore.get('iframeUrl')).toBe('https://play.cdn.test/sandbox/play/abc');
    expect(calls.find((call) => call.path === '/wps/game/launchGame')?.body).toMatchObject({
      nodeId: 5,
      vassalage: 'NOVA',
      accountType: 1,
      launchMode: 'GLS',
    });
  });

  it('with auto-transfer off, a game on a sub-wallet first offers to move the main wallet there, then launches', async () => {
    sessionStore.set('token', 'member-token');
    const wallets = (main: string, nova: string) =>
      ok({
        currency: 'USD',
        currencySymbol: '$',
        wallets: [
          { vendor: 'MAIN', name: 'Main', balance: main, enabled: true },
          { vendor: 'NOVA', name: 'Nova Studio', balance: nova, enabled: true },
        ],
      });
    let moved = false;
    const calls = stubNetwork({
      '/wps/member/wallet/settings': () => ok({ autoTransfer: false }),
      '/wps/relay/GCS_merchantWallet': () => (moved ? wallets('0.00', '93.90') : wallets('93.90', '0.00')),
      '/wps/relay/GCS_walletTransfer': () => {
        moved = true;
        return ok({
          replayed: false,
          moves: [{ vendor: 'NOVA', direction: 'in', amount: '93.90', reference: '41' }],
          mainBalance: '0.00',
          sumBalance: '93.90',
        });
      },
      '/wps/game/launchGame': () => ok({ game_url: '/sandbox/play/abc', demo: false }),
    });
    const user = userEvent.setup();
    const { router } = renderGames(<PlayButton target={game(5)} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByRole('dialog', { name: /^Jogar / });
    expect(dialog).toHaveTextContent('Este jogo aposta da carteira Nova Studio');
    expect(calls.some((call) => call.path === '/wps/game/launchGame')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /^Mover .*93,90 para lá e jogar$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/wps/relay/GCS_walletTransfer')).toBeLessThan(paths.indexOf('/wps/game/launchGame'));
    expect(calls.find((call) => call.path === '/wps/relay/GCS_walletTransfer')?.body).toMatchObject({
      vendor: 'NOVA',
      direction: 'in',
      amount: '93.90',
    });
  });

  it('goes to the lottery page itself, not a framed copy of the site, when the launch answers /lottery', async () => {
    sessionStore.set('token', 'member-token');
    sessionStore.remove('iframeUrl');
    stubNetwork({ '/wps/game/launchGame': () => ok({ game_url: '/lottery', demo: false }) });
    const user = userEvent.setup();
    const { router } = renderGames(<PlayButton target={game(5)} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(sessionStore.get('iframeUrl')).toBeNull();
  });

  it('launches the lottery vendor as the lottery lobby launch (LOTT) in the brand’s prize mode', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({ '/wps/game/launchGame': () => ok({ game_url: '/lottery?playType=ZY', demo: false }) });
    const user = userEvent.setup();
    const { router, queryClient } = renderGames(
      <PlayButton target={game(7, { vassalage: 'TCG_SEA', gameType: 'LOTT' })} />,
    );
    queryClient.setQueryData(
      statusQueryOptions.queryKey,
      makeStatus({ info: { ...makeStatus().info, merchant: { ...makeStatus().info.merchant, lotteryType: 'ZY' } } }),
    );
    await user.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(router.state.location.search).toBe('?playType=ZY'));
    expect(calls[0]?.body).toMatchObject({
      nodeId: 7,
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoView: 'lobby',
      device: 'WEB',
    });
  });

  it('shows the trial warning when the server refuses a trial account', async () => {
    sessionStore.set('token', 'trial-token');
    stubNetwork({
      '/wps/game/launchGame': () => ({
        success: false,
        code: 'auth.trial_refused',
        message: 'Please Register An Account First',
        value: null,
        status: 403,
      }),
    });
    const user = userEvent.setup();
    const { env } = renderGames(<PlayButton target={game(5)} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(env.warnTrial).toHaveBeenCalledTimes(1));
  });

  it('opens the game popup with the vendor’s games for a VASSALAGE entry', async () => {
    sessionStore.set('token', 'member-token');
    stubNetwork({
      '/wps/relay/GCSGAME_gameList': ({ query }) =>
        gameListAnswer(
          query.get('vassalage') === 'LUMA' ? [game(41, { gameName: 'Luma Baccarat', vassalage: 'LUMA' })] : [],
          1,
          1,
          1,
        ),
    });
    const user = userEvent.setup();
    renderGames(<PlayButton target={game(40, { isGame: 'VASSALAGE', vassalage: 'LUMA', gameName: 'Luma Live' })} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Luma Live' });
    expect(await screen.findByRole('button', { name: 'Jogar Luma Baccarat' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('pages the game popup 42 at a time instead of stopping at the first page', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({
      '/wps/relay/GCSGAME_gameList': ({ query }) => {
        const pageNo = Number(query.get('pageNo'));
        const first = (pageNo - 1) * 42;
        const count = pageNo === 1 ? 42 : 8;
        return gameListAnswer(
          Array.from({ length: count }, (_, i) => game(100 + first + i, { vassalage: 'LUMA' })),
          pageNo,
          2,
          50,
        );
      },
    });
    let onScreen: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          onScreen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    renderGames(<PlayButton target={game(40, { isGame: 'VASSALAGE', vassalage: 'LUMA', gameName: 'Luma Live' })} />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    expect(await screen.findByRole('button', { name: 'Jogar Starfall 141' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/wps/relay/GCSGAME_gameList')?.query.get('pageSize')).toBe('42');
    onScreen([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await screen.findByRole('button', { name: 'Jogar Starfall 149' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/relay/GCSGAME_gameList').map((c) => c.query.get('pageNo'))).toEqual([
      '1',
      '2',
    ]);
  });
});
