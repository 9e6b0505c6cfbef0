import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledSection } from '@/components/ui/titled-section';
import { popularQuery, type LotteryGame } from '../api/lottery-api';
import { usePrizeMode } from '../lib/prize-mode';
import { countdownText, useNow } from '../lib/use-now';

/**
 * The popular lottery list (/lgw/games/popular): the games most bet on lately, ranked, as a row of
 * small links above the groups. Only games this lobby shows (`shown`, so /vnlottery keeps to VN
 * games); the countdown comes from the lobby's copy of the game, which refreshes more often.
 * Nothing is drawn while it loads or if it fails: the groups below list every game anyway.
 */
export function PopularStrip({ shown, href }: { shown: Map<string, LotteryGame>; href: (code: string) => string }) {
  const { t, i18n } = useTranslation();
  const popular = useQuery(popularQuery(i18n.language, usePrizeMode()));
  const now = useNow();
  const games = (popular.data?.list ?? []).flatMap((g) => {
    const game = shown.get(g.gameCode);
    return game ? [game] : [];
  });
  if (games.length === 0) return null;
  return (
    <TitledSection id="lottery-popular" title={t('lottery.popular')} className="flex flex-col gap-3" size="lg">
      <ol className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {games.map((game, rank) => {
          const closesAt = game.next?.closesAt;
          const open = closesAt !== undefined && new Date(closesAt).getTime() > now;
          return (
            <li key={game.gameCode} className="shrink-0">
              <Link
                to={href(game.gameCode)}
                className="flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm shadow-card transition hover:border-brand focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-xs font-bold text-fg-muted tabular-nums">{rank + 1}</span>
                <span className="font-semibold">{game.labelName}</span>
                {open && (
                  <span className="font-mono text-xs text-brand-fg tabular-nums">{countdownText(closesAt, now)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
