import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
import { useGamesEnv } from './games-env';

export type LaunchTarget = Pick<GameTile, 'nodeId' | 'gameCode' | 'vassalage' | 'isGame' | 'gameName'>;

const PORTAL_PAGE = /^\/(lottery|vnlottery)(\?|$)/;

/** The address the launch answer gives: game_url, else game_url2, else (PVP) content. */
export function launchAddress(answer: { game_url?: string; game_url2?: string; content?: string }): string | null {
  return answer.game_url || answer.game_url2 || answer.content || null;
}

/**
 * Clicking a game (spec portal.md section 4): a visitor gets the login popup; a VASSALAGE entry
 * opens the game popup with its vendor's games; anything else is launched, and the answer's address
 * opens in the /game host (from a launch CDN when one is listed). Trial accounts may launch demo
 * games; the server refuses the rest and the trial warning explains why.
 */
export function useLaunchGame() {
  const env = useGamesEnv();
  const queryClient = useQueryClient();
  const { i18n, t } = useTranslation();

  return useCallback(
    async (game: LaunchTarget) => {
      const token = sessionStore.get('token');
      if (!token) {
        env.openLogin();
        return;
      }
      if (game.isGame === IS_GAME.vassalage) {
        openModal({ name: 'gamePopup', options: { vassalage: game.vassalage, title: game.gameName, env } });
        return;
      }
      try {
        // The checked API module loads on the first launch, not with the home route.
        const { launchRequest } = await import('../api/games-api');
        const answer = await launchRequest(
          { nodeId: game.nodeId, gameId: game.gameCode, vassalage: game.vassalage },
          i18n.language,
          // The brand's prize mode, for the lottery lobby launch.
          queryClient.getQueryData(statusQueryOptions.queryKey)?.info.merchant.lotteryType,
        );
        const address = launchAddress(answer);
        if (!address) throw new Error('no game address');
        void queryClient.invalidateQueries({ queryKey: gamesKeys.recent(token) });
        // The lottery is this site's own page (spec: the launch helper goes to /lottery or /vnlottery), not a framed game.
        if (PORTAL_PAGE.test(address)) {
          navigateTo(address);
          return;
        }
        sessionStore.set('iframeUrl', withCdn(address, env.launchCdn));
        navigateTo('/game');
      } catch (error) {
        if (isApiError(error) && error.code === 'auth.trial_refused') env.warnTrial();
        else if (isApiError(error) && error.code === 'auth.required') env.openLogin();
        else void showDialog({ tone: 'danger', message: t(errorMessageKey(error)) });
      }
    },
    [env, queryClient, i18n, t],
  );
}
