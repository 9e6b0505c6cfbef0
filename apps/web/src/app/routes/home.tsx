import { Suspense } from 'react';
import { PageHeading } from '@/app/layout';
import { HomeLobby } from '@/features/games';
import { PortalGamesEnv } from '../portal-games-env';

/** Home (/, /index, /index.html, /home): below the banner, hot games, recent games, vendor lanes and winners. */
export function Component() {
  return (
    <>
      <PageHeading hidden />
      <PortalGamesEnv>
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
          <HomeLobby />
        </Suspense>
      </PortalGamesEnv>
    </>
  );
}
