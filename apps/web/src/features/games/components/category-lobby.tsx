import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { Button } from '@/components/ui/button';
import { useSessionValue } from '@/lib/session-store';
import { errorMessageKey } from '@/i18n';
import { gameListQuery } from '../api/games-api';
import { vendorsQuery } from '../api/light-api';
import { useFavourites } from '../hooks/use-favourites';
import { useLaunchGame } from '../hooks/use-launch-game';
import { useLobbyParams } from '../hooks/use-lobby-params';
import { ClassifyChips } from './classify-chips';
import { FavouriteGrid } from './favourite-grid';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { LobbySearch } from './lobby-search';
import { Chip } from './filter-chips';
import { VendorTabs } from './vendor-tabs';

/**
 * A category page (/rng, /live, /fish …): vendor filter, search, classify filter, favourites, and
 * the grid with infinite scroll (42 games a page).
 */
export function CategoryLobby({ category }: { category: GameCategory }) {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const [params, update] = useLobbyParams();
  const vendors = useQuery(vendorsQuery(i18n.language));
  const entry = vendors.data?.categories.find((c) => c.gameCategory === category);
  const launch = useLaunchGame();
  const favourites = useFavourites();
  const filter = useMemo(
    () => ({
      gameType: category,
      vassalage: params.vassalage,
      gameClassify: params.gameClassify,
      gameName: params.gameName || undefined,
    }),
    [category, params.vassalage, params.gameClassify, params.gameName],
  );
  const list = useInfiniteQuery({
    ...gameListQuery(i18n.language, token, filter),
    enabled: !params.favourites,
    placeholderData: keepPreviousData,
  });
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-7xl flex-col gap-4 px-4 pb-10 sm:px-5 lg:px-8">
      {entry && entry.vendors.length > 1 ? (
        <VendorTabs vendors={entry.vendors} value={params.vassalage} onChange={(vassalage) => update({ vassalage })} />
      ) : vendors.isPending ? (
        // The tab row's height, held while vendors load, so the grid below does not jump.
        <div aria-hidden="true" className="h-11" />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <LobbySearch value={params.gameName} onChange={(gameName) => update({ gameName })} />
        <Chip
          pressed={params.favourites}
          onClick={() => (favourites.enabled ? update({ favourites: !params.favourites }) : favourites.gate())}
        >
          {t('games.myFavourites')}
        </Chip>
        {!params.favourites && list.data ? (
          <p className="text-sm text-fg-muted sm:ml-auto" aria-live="polite">
            {t('games.count', { count: total })}
          </p>
        ) : null}
      </div>
      {params.favourites ? null : (
        <ClassifyChips
          gameType={category}
          vassalage={params.vassalage}
          value={params.gameClassify}
          onChange={(gameClassify) => update({ gameClassify })}
        />
      )}

      {params.favourites ? (
        <FavouriteGrid category={category} onPlay={launch} favourites={favourites} />
      ) : list.isPending ? (
        <GameGridSkeleton />
      ) : list.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{t(errorMessageKey(list.error))}</FormAlert>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('games.retry')}
          </Button>
        </div>
      ) : games.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-sm text-fg-muted">
          {t('games.noGames')}
        </p>
      ) : (
        <GameGrid
          games={games}
          label={t('games.gameList')}
          onPlay={launch}
          favourites={favourites}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          total={total}
        />
      )}
    </div>
  );
}
