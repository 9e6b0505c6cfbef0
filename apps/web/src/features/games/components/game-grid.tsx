import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameTile } from '../api/types';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { GameCard } from './game-card';

export const GRID_CLASSES =
  'grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7';

type GameGridProps = {
  games: readonly GameTile[];
  label: string;
  onPlay: (game: GameTile) => void;
  /** The hearts on the cards (useFavourites): which games are favourites, and the toggle. */
  favourites?: { isFavourite: (game: GameTile) => boolean; toggle: (game: GameTile) => void };
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  /** All games of the list (unknown: a whole page is held for the next one); the next page's place is held with placeholders of its exact size. */
  total?: number;
  pageSize?: number;
};

/**
 * The lobby grid with infinite scroll (42 a page). Cards are fixed-size boxes with lazily loaded
 * art, so a lobby scrolled through 1,000+ games stays smooth. While more games remain, the next
 * page's cards stand as placeholders: a page that arrives fills them in place, so the footer below
 * never jumps (scrolling /rng shifted it by 0.7 on a desktop and 3.6 on a phone, CLS).
 */
export function GameGrid({
  games,
  label,
  onPlay,
  favourites,
  hasMore,
  loadingMore,
  onMore,
  total = Number.POSITIVE_INFINITY,
  pageSize = 42,
}: GameGridProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll(() => onMore?.(), Boolean(hasMore && !loadingMore && onMore), games.length);
  const reserved = hasMore ? Math.max(1, Math.min(pageSize, total - games.length)) : 0;
  return (
    <div className="flex flex-col">
      <ul aria-label={label} className={GRID_CLASSES}>
        {games.map((game) => (
          <li key={`${game.vendor}:${game.nodeId}`}>
            <GameCard
              game={game}
              onPlay={onPlay}
              favourite={favourites?.isFavourite(game)}
              onFavourite={favourites?.toggle}
              className="h-full"
            />
          </li>
        ))}
        {/* In the same grid flow, so the arriving cards take exactly their places; the first one
            starts the load when it comes into view (distance 0 from the loaded games). */}
        {Array.from({ length: reserved }, (_, index) => (
          // Keyed by the place they hold: when the page lands they are removed, not moved down (a
          // moved element counts as a layout shift, a removed or added one does not).
          <SkeletonCard key={`place-${games.length + index}`} ref={index === 0 ? sentinel : undefined} />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {loadingMore ? t('games.loadingMore') : ''}
      </p>
    </div>
  );
}

function SkeletonCard({ ref }: { ref?: Ref<HTMLLIElement> | undefined }) {
  // The text block repeats a card's own lines (sizes and line heights), so a card that takes this
  // place has exactly its height.
  return (
    <li ref={ref} aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="aspect-square animate-pulse bg-surface-2" />
      <div className="flex min-w-0 flex-col items-start gap-0.5 px-2.5 pt-2 pb-2.5">
        <span className="w-3/4 truncate rounded bg-surface-2 text-[13px] leading-tight">{'\u00a0'}</span>
        <span className="w-1/2 truncate rounded bg-surface-2 text-[11px]">{'\u00a0'}</span>
      </div>
    </li>
  );
}

/** Placeholder cards in the grid's exact geometry while the first page loads (no shift when it lands). */
export function GameGridSkeleton({ count = 14 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </ul>
  );
}
