import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IS_GAME } from '@arcadia/contracts';
import { errorMessageKey } from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { isApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/session-store';
import { statusQueryOptions } from '@/lib/site/status-api';
import { openModal, showDialog } from '@/modals';
import type { GameTile } from '../api/types';
import { gamesKeys } from '../api/keys';
import { withCdn } from '../utils/cdn';
import { useGamesEnv, type ResolvedEnv } from './games-env';

export type LaunchTarget = Pick<GameTile, 'nodeId' | 'gameCode' | 'vassalage' | 'isGame' | 'gameName' | 'gameType'>;
/** `transferOffered`: the launch dialog has offered the move to the game's wallet already. */
export type LaunchOptions = { transferOffered?: boolean };

const PORTAL_PAGE = /^\/(lottery|vnlottery)(\?|$)/;
const PVP = 'PVP';

/**
 * Where a launch answer opens (spec portal.md section 7: "a launch answer's game_url or game_url2
 * is opened"): game_url in the /game iframe host; game_url2 in a new window (a vendor that cannot
 * be framed; the spec's "popup blocked, allow and retry" is for it); else a PVP room's content in
 * the host. The contract and the server's launcher port say the same.
 */
export function launchAddress(answer: {
  game_url?: string;
  game_url2?: string;
  content?: string;
}): { url: string; window: 'host' | 'new' } | null {
  if (answer.game_url) return { url: answer.game_url, window: 'host' };
  if (answer.game_url2) return { url: answer.game_url2, window: 'new' };
  if (answer.content) return { url: answer.content, window: 'host' };
  return null;
}

/** Opens a game in a new window; false when the browser blocked it. */
function openGameWindow(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  // The game gets no handle on this page.
  opened.opener = null;
  return true;
}

/** What a launch needs from where it was asked: the portal's doors, the query cache and the language. */
export type LaunchDeps = {
  env: ResolvedEnv;
  queryClient: QueryClient;
  language: string;
  t: TFunction;
};

/**
 * Clicking a game (spec portal.md section 4): a visitor gets the login popup; a VASSALAGE entry
 * opens the game popup with its vendor's games; a PVP game first asks for a room (GLS2_roomList),
 * then launches with its roomId; anything else is launched, and the answer opens as launchAddress
 * says (from a launch CDN when one is listed). Trial accounts may launch demo games; the server
 * refuses the rest and the trial warning ('Please Register An Account First') explains why. A
 * game that plays from its vendor's sub-wallet while the money is in main (auto-transfer off)
 * first offers the transfer in the launch dialog.
 */
export async function launchGame(
  { env, queryClient, language, t }: LaunchDeps,
  game: LaunchTarget,
  roomId?: string,
  options: LaunchOptions = {},
): Promise<void> {
  const token = sessionStore.get('token');
  if (!token) {
    env.openLogin();
    return;
  }
  if (game.isGame === IS_GAME.vassalage) {
    openModal({ name: 'gamePopup', options: { vassalage: game.vassalage, title: game.gameName, env } });
    return;
  }
  if (game.gameType === PVP && !roomId) {
    openModal({ name: 'gameRooms', options: { game, env } });
    return;
  }
  try {
    // The wallet reads (zod contracts) load on the first launch too, not with the home route.
    const { launchTransferOffer, refreshWallet } = await import('./launch-transfer-offer');
    const offer = options.transferOffered ? null : await launchTransferOffer(queryClient, token, game.vassalage);
    if (offer) {
      openModal({ name: 'launchTransfer', options: { game, roomId, offer, env } });
      return;
    }
    // The checked API module loads on the first launch, not with the home route.
    const { launchRequest } = await import('../api/games-api');
    const answer = await launchRequest(
      { nodeId: game.nodeId, gameId: game.gameCode, vassalage: game.vassalage, roomId },
      language,
      // The brand's prize mode, for the lottery lobby launch.
      queryClient.getQueryData(statusQueryOptions.queryKey)?.info.merchant.lotteryType,
    );
    const address = launchAddress(answer);
    if (!address) throw new Error('no game address');
    void queryClient.invalidateQueries({ queryKey: gamesKeys.recent(token) });
    // Auto-transfer moved the member's money to where this game plays: the balances shown changed.
    if (answer.walletMoves) void refreshWallet(queryClient);
    // The lottery is this site's own page (spec: the launch helper goes to /lottery or /vnlottery), not a framed game.
    if (PORTAL_PAGE.test(address.url)) {
      navigateTo(address.url);
      return;
    }
    const url = withCdn(address.url, env.launchCdn);
    if (address.window === 'new') {
      if (!openGameWindow(url)) void showDialog({ tone: 'warning', message: t('cs.popupBlocked') });
      return;
    }
    sessionStore.set('iframeUrl', url);
    navigateTo('/game');
  } catch (error) {
    showLaunchError(env, t, error);
  }
}

/** A refused launch: the trial warning, the login popup, or the error's localised text. */
export function showLaunchError(env: ResolvedEnv, t: TFunction, error: unknown): void {
  if (isApiError(error) && error.code === 'auth.trial_refused') env.warnTrial();
  else if (isApiError(error) && error.code === 'auth.required') env.openLogin();
  else void showDialog({ tone: 'danger', message: t(errorMessageKey(error)) });
}

/** launchGame for a component inside the games area (its env from GamesEnvProvider). */
export function useLaunchGame() {
  const env = useGamesEnv();
  const queryClient = useQueryClient();
  const { i18n, t } = useTranslation();
  return useCallback(
    (game: LaunchTarget, roomId?: string, options?: LaunchOptions) =>
      launchGame({ env, queryClient, language: i18n.language, t }, game, roomId, options),
    [env, queryClient, i18n, t],
  );
}
