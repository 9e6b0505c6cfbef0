import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GameHost } from '@/features/games';
import { sessionStore } from '@/lib/session-store';
import { bringMoneyBack, walletKeys } from '@/lib/wallet/wallet-queries';
import { GamesPage } from '../games-page';

/** isAgent of a trial (free-play) account: demo credit, no wallets to move between. */
const TRIAL_AGENT_TYPE = 4;

/**
 * /game: the launched game under the header; the header balance follows the game's bets and wins.
 * Leaving it brings the money back to the main wallet when the member's auto-transfer is on.
 */
export function Component() {
  const queryClient = useQueryClient();
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  useEffect(
    () => () => {
      const token = sessionStore.get('token');
      if (!token || sessionStore.get('isAgent') === TRIAL_AGENT_TYPE) return;
      // Only a real departure: a remount of the same page (development's double effects) stays.
      setTimeout(() => {
        if (window.location.pathname !== '/game') void bringMoneyBack(queryClient, token).catch(() => undefined);
      }, 0);
    },
    [queryClient],
  );
  return (
    <GamesPage headingHidden placeholder="h-[calc(100dvh-4rem)]">
      <GameHost onActivity={refreshBalance} />
    </GamesPage>
  );
}
