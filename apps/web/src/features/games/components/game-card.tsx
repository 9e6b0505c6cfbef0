import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { lineIcon } from '@/components/ui/line-icon';
import { ToggleButton } from '@/components/ui/toggle-button';
import { cn } from '@/lib/cn';
import type { GameTile } from '../api/types';
import { GameThumb } from './game-thumb';

const HeartIcon = lineIcon([
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z',
]);

type GameCardProps = {
  game: GameTile;
  onPlay: (game: GameTile) => void;
  /** Absent: no favourite button (lanes of vendor entries, the popup). */
  favourite?: boolean;
  onFavourite?: (game: GameTile) => void;
  className?: string;
};

/** One game: its art, name and vendor, the hot badge, and the favourite heart. */
export const GameCard = memo(function GameCard({ game, onPlay, favourite, onFavourite, className }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:shadow-pop focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      <button
        type="button"
        onClick={() => onPlay(game)}
        aria-label={t('games.play', { name: game.gameName })}
        className="flex flex-col text-left outline-none"
      >
        <GameThumb src={game.imageUrl} alt="" />
        <span className="flex min-w-0 flex-col gap-0.5 px-2.5 pt-2 pb-2.5">
          <span className="truncate text-[13px] leading-tight font-semibold">{game.gameName}</span>
          <span className="truncate text-[11px] text-fg-muted">{game.vendorName}</span>
        </span>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 grid aspect-square place-items-center bg-overlay opacity-0 transition-opacity group-hover:opacity-100"
        >
          <span className="rounded-full bg-gradient-gold px-4 py-1.5 text-xs font-bold text-on-gold shadow-card">
            {t('games.playNow')}
          </span>
        </span>
      </button>
      {game.isHot ? (
        <span className="pointer-events-none absolute top-2 left-2 rounded-md bg-gradient-gold px-1.5 py-0.5 text-[10px] font-extrabold tracking-wide text-on-gold uppercase shadow-card">
          {t('games.hot')}
        </span>
      ) : null}
      {onFavourite ? (
        <ToggleButton
          pressed={Boolean(favourite)}
          aria-label={
            favourite ? t('games.unfavourite', { name: game.gameName }) : t('games.favourite', { name: game.gameName })
          }
          onClick={() => onFavourite(game)}
          className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-chrome shadow-card backdrop-blur transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring"
          on="text-danger"
          off="text-fg-muted"
        >
          <HeartIcon size={16} strokeWidth={2} fill={favourite ? 'currentColor' : 'none'} />
        </ToggleButton>
      ) : null}
    </div>
  );
});
