import { Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeading } from '@/app/layout';
import { GameHost } from '@/features/games';
import { walletKeys } from '@/lib/wallet/wallet-queries';
import { PortalGamesEnv } from '../portal-games-env';

/** /game: the launched game under the header; the header balance follows the game's bets and wins. */
export function Component() {
  const queryClient = useQueryClient();
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  return (
    <>
      <PageHeading hidden />
      <PortalGamesEnv>
        <Suspense fallback={<div className="h-[calc(100dvh-4rem)]" aria-busy="true" />}>
          <GameHost onActivity={refreshBalance} />
        </Suspense>
      </PortalGamesEnv>
    </>
  );
}
