import { Suspense } from 'react';
import { PageHeading } from '@/app/layout';
import { GamesEnvProvider, HomeLobby } from '@/features/games';
import { useGamesEnv } from '../use-games-env';

/** Home (/, /index, /index.html, /home): below the banner, hot games, recent games, vendor lanes and winners. */
export function Component() {
  const env = useGamesEnv();
  return (
    <>
      <PageHeading hidden />
      <GamesEnvProvider env={env}>
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
          <HomeLobby />
        </Suspense>
      </GamesEnvProvider>
    </>
  );
}
