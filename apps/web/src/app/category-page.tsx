import type { GameCategory } from '@arcadia/contracts';
import { CategoryLobby } from '@/features/games';
import { GamesPage } from './games-page';

/** A category page (/rng, /live …): the heading and that category's lobby. */
export function categoryPage(category: GameCategory) {
  return function CategoryPage() {
    return (
      <GamesPage>
        <CategoryLobby category={category} />
      </GamesPage>
    );
  };
}
