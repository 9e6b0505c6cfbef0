import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionValue } from '@/lib/session-store';
import { hotGamesQuery, recentGamesQuery, vendorsQuery } from '../api/light-api';
import { useCategoryNav } from '../hooks/use-category-nav';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameRow } from './game-row';
import { VendorLane } from './vendor-lane';
import { WinnerBoard } from './winner-board';

/** isAgent of trial accounts (contracts' TRIAL_AGENT_TYPE; its module carries zod, kept off home). */
const TRIAL = 4;

/**
 * Home below the banner: hot games, the member's recent games, the vendor lanes, and the winner
 * board beside them on wide screens. Every call here is the unchecked light kind (no zod on home).
 */
export function HomeLobby() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const trial = useSessionValue('isAgent') === TRIAL;
  const launch = useLaunchGame();
  const openCategory = useCategoryNav();
  const hot = useQuery(hotGamesQuery(i18n.language));
  const vendors = useQuery(vendorsQuery(i18n.language));
  const recent = useQuery({ ...recentGamesQuery(token, i18n.language), enabled: Boolean(token) && !trial });
  const play = (game: Parameters<typeof launch>[0]) => void launch(game);
  const open = (category: Parameters<typeof openCategory>[0], vassalage?: string) =>
    void openCategory(category, vassalage);

  return (
    <div className="mx-auto grid min-h-dvh w-full max-w-7xl content-start gap-8 px-4 pt-6 pb-12 sm:px-5 lg:px-8 xl:grid-cols-[minmax(0,1fr)_320px]">
      {/* At least a screen tall on phones, so the winner board below starts out of view instead of being pushed there. */}
      <div className="flex min-h-dvh min-w-0 flex-col gap-8 xl:min-h-0">
        {hot.data ? (
          hot.data.list.length > 0 ? (
            <GameRow title={t('games.hotGames')} games={hot.data.list} onPlay={play} />
          ) : null
        ) : hot.isPending ? (
          <RowPlaceholder label={t('games.hotGames')} />
        ) : null}
        {recent.data && recent.data.list.length > 0 ? (
          <GameRow title={t('games.recentGames')} games={recent.data.list} onPlay={play} />
        ) : null}
        {vendors.data?.lanes.map((lane) => (
          <VendorLane key={`${lane.title}:${lane.gameType}`} lane={lane} onOpen={open} />
        ))}
      </div>
      <aside className="min-w-0">
        <WinnerBoard />
      </aside>
    </div>
  );
}

/** Same height as a loaded row, so the page does not jump when games arrive. */
function RowPlaceholder({ label }: { label: string }) {
  return (
    <section aria-label={label} aria-busy="true" className="flex flex-col gap-3">
      <h2 className="text-lg font-bold tracking-tight">{label}</h2>
      <div className="flex gap-3 overflow-hidden pb-2">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="w-28 shrink-0 overflow-hidden rounded-2xl border border-line bg-surface sm:w-36">
            <div className="aspect-square animate-pulse bg-surface-2" />
            <div className="h-[50px]" />
          </div>
        ))}
      </div>
    </section>
  );
}
