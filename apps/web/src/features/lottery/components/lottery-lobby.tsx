import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lobbyQuery, type LotteryGame } from '../api/lottery-api';
import { countdownText, useNow } from '../lib/use-now';
import { usePrizeMode } from '../lib/prize-mode';
import { useLotteryFavourites } from '../lib/favourites';
import { PopularStrip } from './popular-strip';
import { ResultView } from './result-view';

/**
 * The lottery lobby: game groups, each game with its live countdown and last result; the
 * player's favourites (kept per username in this browser) first, then the popular games.
 * `basePath` is /lottery or /vnlottery.
 */
export function LotteryLobby({ vnOnly, basePath }: { vnOnly: boolean; basePath: string }) {
  const { t, i18n } = useTranslation();
  const mode = usePrizeMode();
  const lobby = useQuery(lobbyQuery(i18n.language, vnOnly, mode));
  const favourites = useLotteryFavourites();
  const href = useGameHref(basePath);
  if (lobby.isPending)
    return <div className="mx-auto h-64 w-full max-w-7xl animate-pulse rounded-2xl bg-surface-2/60" />;
  if (lobby.isError) return <p className="p-6 text-center text-fg-muted">{t('lottery.loadFailed')}</p>;
  const all = lobby.data.gameMenus.flatMap((g) => g.games);
  const favs = all.filter((g) => favourites.has(g.gameCode));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-5 pb-12 lg:px-8">
      {favs.length > 0 && <Group title={t('lottery.favourites')} games={favs} href={href} />}
      <PopularStrip shown={new Map(all.map((g) => [g.gameCode, g]))} href={href} />
      {lobby.data.gameMenus.map((group) => (
        <Group key={group.gameGroupCode} title={group.labelName} games={group.games} href={href} />
      ))}
    </div>
  );
}

type Href = (gameCode: string) => string;

/** A game's page in this lobby: /lottery keeps the prize mode a launch asked for; /vnlottery takes gameCode only. */
function useGameHref(basePath: string): Href {
  const [params] = useSearchParams();
  const playType = basePath === '/lottery' ? params.get('playType') : null;
  return (gameCode) => `${basePath}?gameCode=${gameCode}${playType ? `&playType=${encodeURIComponent(playType)}` : ''}`;
}

function Group({ title, games, href }: { title: string; games: LotteryGame[]; href: Href }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold tracking-tight">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => (
          <li key={game.gameCode}>
            <GameCard game={game} href={href} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({ game, href }: { game: LotteryGame; href: Href }) {
  const { t } = useTranslation();
  const now = useNow();
  const next = game.next;
  const closing = next && new Date(next.closesAt).getTime() > now;
  return (
    <Link
      to={href(game.gameCode)}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card transition hover:border-brand focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-bold">{game.labelName}</span>
        {next && <span className="text-xs text-fg-muted tabular-nums">#{next.numero}</span>}
      </span>
      <span className="flex items-center justify-between gap-2 text-sm">
        <span className="text-fg-muted">{closing ? t('lottery.closesIn') : t('lottery.drawing')}</span>
        <span className="font-mono text-base font-bold tabular-nums text-brand-fg">
          {next ? countdownText(closing ? next.closesAt : next.drawAt, now) : '—'}
        </span>
      </span>
      <span className="flex min-h-8 items-center justify-between gap-2 border-t border-line pt-3 text-xs text-fg-muted">
        <span>{t('lottery.lastResult')}</span>
        {game.last?.result ? <ResultView result={game.last.result} size="sm" /> : <span>—</span>}
      </span>
    </Link>
  );
}
