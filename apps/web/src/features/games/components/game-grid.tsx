import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { GameTile } from '../api/types';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { GameCard } from './game-card';

export const GRID_CLASSES =
  'grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7';

type GameGridProps = {
  games: readonly GameTile[];
  label: string;
  onPlay: (game: GameTile) => void;
  isFavourite?: (game: GameTile) => boolean;
  onFavourite?: (game: GameTile) => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
};

/**
 * The lobby grid with infinite scroll (42 a page). Cards are fixed-size boxes with lazily loaded
 * art, so a lobby scrolled through 1,000+ games stays smooth and nothing shifts as pages arrive.
 */
export function GameGrid({
  games,
  label,
  onPlay,
  isFavourite,
  onFavourite,
  hasMore,
  loadingMore,
  onMore,
}: GameGridProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll(() => onMore?.(), Boolean(hasMore && !loadingMore && onMore), games.length);
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className={GRID_CLASSES}>
        {games.map((game) => (
          <li key={`${game.vendor}:${game.nodeId}`}>
            <GameCard
              game={game}
              onPlay={onPlay}
              favourite={isFavourite?.(game)}
              onFavourite={onFavourite}
              className="h-full"
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {loadingMore ? (
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-fg-muted">
          <Spinner /> {t('games.loadingMore')}
        </p>
      ) : null}
    </div>
  );
}

/** Placeholder cards in the grid's exact geometry while the first page loads (no shift when it lands). */
export function GameGridSkeleton({ count = 14 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <div className="aspect-square animate-pulse bg-surface-2" />
          <div className="flex flex-col gap-1.5 px-2.5 pt-2 pb-2.5">
            <div className="h-3 w-3/4 rounded bg-surface-2" />
            <div className="h-2.5 w-1/2 rounded bg-surface-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
