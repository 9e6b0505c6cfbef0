import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/lib/session-store';
import { setNavigator } from '@/lib/navigation';
import { closeAllModals } from '@/modals/modal-store';
import { game, gameListAnswer, ok } from '../test/games-fixtures';
import { makeEnv, renderGames, stubNetwork } from '../test/games-harness';
import { resetCdnChoice } from '../utils/cdn';
import type { GamesEnv } from './games-env';
import { launchGameByCode } from './launch-by-code';

afterEach(() => {
  closeAllModals();
  vi.unstubAllGlobals();
  setNavigator(null);
  resetCdnChoice();
  sessionStore.remove('token');
});

/** What app/ does for a banner whose linkage is `NOVA:nova-5`. */
function BannerButton({ env }: { env: GamesEnv }) {
  const queryClient = useQueryClient();
  const { i18n, t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => void launchGameByCode(env, { queryClient, language: i18n.language, t }, 'NOVA', 'nova-5')}
    >
      banner
    </button>
  );
}

describe('a banner whose linkage is a game', () => {
  it('finds the game by vendor and code, then launches it like its tile into /game', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({
      '/wps/relay/GCSGAME_gameList': () => gameListAnswer([game(5, { gameCode: 'nova-5' })], 1, 1, 1),
      '/wps/game/launchGame': () => ok({ game_url: '/sandbox/play/nova-5', demo: false }),
    });
    const env = makeEnv({ launchCdns: ['https://play.cdn.test'] });
    const user = userEvent.setup();
    const { router } = renderGames(<BannerButton env={env} />, { env });
    await user.click(screen.getByRole('button', { name: 'banner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    const lookup = calls.find((c) => c.path === '/wps/relay/GCSGAME_gameList');
    expect([lookup?.query.get('vassalage'), lookup?.query.get('gameCode')]).toEqual(['NOVA', 'nova-5']);
    expect(calls.find((c) => c.path === '/wps/game/launchGame')?.body).toMatchObject({ nodeId: 5, vassalage: 'NOVA' });
    expect(sessionStore.get('iframeUrl')).toBe('https://play.cdn.test/sandbox/play/nova-5');
  });

  it('gives a visitor the login popup before looking anything up', async () => {
    const calls = stubNetwork({});
    const env = makeEnv();
    const user = userEvent.setup();
    renderGames(<BannerButton env={env} />, { env });
    await user.click(screen.getByRole('button', { name: 'banner' }));
    expect(env.openLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('says the game was not found when the catalogue no longer lists it, and launches nothing', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({ '/wps/relay/GCSGAME_gameList': () => gameListAnswer([], 1, 0, 0) });
    const env = makeEnv();
    const user = userEvent.setup();
    const { router } = renderGames(<BannerButton env={env} />, { env });
    await user.click(screen.getByRole('button', { name: 'banner' }));
    expect(await screen.findByText('Este jogo não foi encontrado.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/wps/game/launchGame')).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
