import { Suspense } from 'react';
import type { GameCategory } from '@arcadia/contracts';
import { PageHeading } from '@/app/layout';
import { CategoryLobby, GamesEnvProvider } from '@/features/games';
import { useGamesEnv } from './use-games-env';

/** A category page (/rng, /live …): the heading and that category's lobby. */
export function categoryPage(category: GameCategory) {
  return function CategoryPage() {
    const env = useGamesEnv();
    return (
      <>
        <PageHeading />
        <GamesEnvProvider env={env}>
          <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
            <CategoryLobby category={category} />
          </Suspense>
        </GamesEnvProvider>
      </>
    );
  };
}
