import type { ReactNode } from 'react';
import type { GameTile } from '../api/types';
import { GameCard } from './game-card';

/** A titled horizontal row of games (home: hot and recent games); scrolls sideways, snaps per card. */
export function GameRow({
  title,
  games,
  onPlay,
  action,
}: {
  title: string;
  games: readonly GameTile[];
  onPlay: (game: GameTile) => void;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 className="flex-1 text-lg font-bold tracking-tight">{title}</h2>
        {action}
      </div>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {games.map((game) => (
          <li key={`${game.vendor}:${game.nodeId}`} className="w-28 shrink-0 snap-start sm:w-36">
            <GameCard game={game} onPlay={onPlay} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
