import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GameHost } from '@/features/games';
import { walletKeys } from '@/lib/wallet/wallet-queries';
import { GamesPage } from '../games-page';

/** /game: the launched game under the header; the header balance follows the game's bets and wins. */
export function Component() {
  const queryClient = useQueryClient();
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  return (
    <GamesPage headingHidden placeholder="h-[calc(100dvh-4rem)]">
      <GameHost onActivity={refreshBalance} />
    </GamesPage>
  );
}
