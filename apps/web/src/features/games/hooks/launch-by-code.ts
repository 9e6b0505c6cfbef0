import type { TFunction } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { showDialog } from '@/modals';
import { sessionStore } from '@/lib/session-store';
import { pickCdn } from '../utils/cdn';
import type { GamesEnv, ResolvedEnv } from './games-env';
import { launchGame, showLaunchError } from './use-launch-game';

/**
 * A banner whose linkage is a game (`VENDOR:gameCode`, spec portal.md section 2: "clicking a banner
 * with a linkage type opens its linkage"): launched exactly as a click on that game's tile, once its
 * catalogue entry (the nodeId a launch names) is found. A visitor gets the login popup first,
 * before any lookup; a game the catalogue no longer lists says so.
 */
export async function launchGameByCode(
  portal: GamesEnv,
  deps: { queryClient: QueryClient; language: string; t: TFunction },
  vendor: string,
  gameCode: string,
): Promise<void> {
  const env: ResolvedEnv = {
    openLogin: portal.openLogin,
    warnTrial: portal.warnTrial,
    imageCdn: pickCdn(portal.imageCdns),
    launchCdn: pickCdn(portal.launchCdns),
  };
  if (!sessionStore.get('token')) {
    env.openLogin();
    return;
  }
  try {
    const { gameByCode } = await import('../api/games-api');
    const game = await gameByCode(vendor, gameCode, deps.language);
    if (!game) {
      void showDialog({ tone: 'warning', message: deps.t('errors.games.not_found') });
      return;
    }
    await launchGame({ ...deps, env }, game);
  } catch (error) {
    showLaunchError(env, deps.t, error);
  }
}
