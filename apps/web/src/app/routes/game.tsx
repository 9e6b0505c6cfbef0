import { Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeading } from '@/app/layout';
import { GameHost, GamesEnvProvider } from '@/features/games';
import { walletKeys } from '@/lib/wallet/wallet-queries';
import { useGamesEnv } from '../use-games-env';

/** /game: the launched game under the header; the header balance follows the game's bets and wins. */
export function Component() {
  const env = useGamesEnv();
  const queryClient = useQueryClient();
  const refreshBalance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  return (
    <>
      <PageHeading hidden />
      <GamesEnvProvider env={env}>
        <Suspense fallback={<div className="h-[calc(100dvh-4rem)]" aria-busy="true" />}>
          <GameHost onActivity={refreshBalance} />
        </Suspense>
      </GamesEnvProvider>
    </>
  );
}
