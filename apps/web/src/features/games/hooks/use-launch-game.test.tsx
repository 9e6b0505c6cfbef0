import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { statusQueryOptions } from '@/lib/site/status-api';
import { makeStatus } from '@/test/envelopes';
import { setNavigator } from '@/lib/navigation';
import type { GameTile } from '../api/types';
import { game, gameListAnswer, ok } from '../test/games-fixtures';
import { makeEnv, renderGames, stubNetwork } from '../test/games-harness';
import { resetCdnChoice } from '../utils/cdn';
import { launchAddress, useLaunchGame } from './use-launch-game';

afterEach(() => {
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
  it('opens game_url, else game_url2, else the PVP content address', () => {
    expect(launchAddress({ game_url: 'https://a.test/g', game_url2: 'https://b.test/g' })).toBe('https://a.test/g');
    expect(launchAddress({ game_url2: 'https://b.test/g' })).toBe('https://b.test/g');
    expect(launchAddress({ content: '/pvp/room/1' })).toBe('/pvp/room/1');
    expect(launchAddress({})).toBeNull();
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
    expect(calls[0]?.body).toMatchObject({ nodeId: 5, vassalage: 'NOVA', accountType: 1, launchMode: 'GLS' });
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
});
