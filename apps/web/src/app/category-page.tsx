import { Suspense } from 'react';
import type { GameCategory } from '@arcadia/contracts';
import { PageHeading } from '@/app/layout';
import { CategoryLobby } from '@/features/games';
import { PortalGamesEnv } from './portal-games-env';

/** A category page (/rng, /live …): the heading and that category's lobby. */
export function categoryPage(category: GameCategory) {
  return function CategoryPage() {
    return (
      <>
        <PageHeading />
        <PortalGamesEnv>
          <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
            <CategoryLobby category={category} />
          </Suspense>
        </PortalGamesEnv>
      </>
    );
  };
}
