import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { favouritesQuery } from '../api/games-api';
import type { GameTile } from '../api/types';
import type { useFavourites } from '../hooks/use-favourites';
import { GameGrid, GameGridSkeleton } from './game-grid';

/** The member's favourite games of this category (the lobby's favourites tab). */
export function FavouriteGrid({
  category,
  onPlay,
  favourites,
}: {
  category: GameCategory;
  onPlay: (game: GameTile) => void;
  favourites: ReturnType<typeof useFavourites>;
}) {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const query = useQuery({ ...favouritesQuery(token, i18n.language), enabled: favourites.enabled });
  if (query.isPending) return <GameGridSkeleton count={7} />;
  if (query.isError) return <FormAlert>{t(errorMessageKey(query.error))}</FormAlert>;
  const games = query.data.content.filter((game) => game.gameType === category);
  if (games.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-10 text-center text-sm text-fg-muted">
        {t('games.noFavourites')}
      </p>
    );
  }
  return <GameGrid games={games} label={t('games.myFavourites')} onPlay={onPlay} favourites={favourites} />;
}
