import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import type { ModalComponentProps } from '@/modals';
import { popupGamesQuery } from '../api/games-api';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { GamesModal } from './games-modal';

/**
 * The game popup (spec portal.md section 2): a vendor-lobby entry (isGame VASSALAGE) lists that
 * vendor's games, a page at a time as the list scrolls (the grid's infinite scroll); choosing one
 * launches it and closes the popup.
 */
export default function GamePopupModal({ options, open, onClose }: ModalComponentProps<'gamePopup'>) {
  return (
    <GamesModal name="gamePopup" open={open} onClose={onClose} title={options.title} size="xl" env={options.env}>
      <PopupGames vassalage={options.vassalage} onChosen={onClose} />
    </GamesModal>
  );
}

function PopupGames({ vassalage, onChosen }: { vassalage: string; onChosen: () => void }) {
  const { t, i18n } = useTranslation();
  const games = useInfiniteQuery(popupGamesQuery(i18n.language, vassalage));
  const launch = useLaunchGame();
  // The entry itself is on the vendor's list too; the popup lists only what can be played.
  const { playable, total } = useMemo(() => {
    const all = games.data?.pages.flatMap((page) => page.games) ?? [];
    const list = all.filter((game) => game.isGame !== 'VASSALAGE');
    return { playable: list, total: (games.data?.pages[0]?.total ?? 0) - (all.length - list.length) };
  }, [games.data]);
  return (
    <div className="max-h-[min(70dvh,640px)] overflow-y-auto p-4 sm:p-5">
      {games.isPending ? (
        <GameGridSkeleton count={10} />
      ) : games.isError ? (
        <FormAlert>{t(errorMessageKey(games.error))}</FormAlert>
      ) : (
        <GameGrid
          games={playable}
          label={t('games.gameList')}
          onPlay={(game) => {
            onChosen();
            void launch(game);
          }}
          hasMore={games.hasNextPage}
          loadingMore={games.isFetchingNextPage}
          onMore={() => void games.fetchNextPage()}
          total={total}
        />
      )}
    </div>
  );
}
