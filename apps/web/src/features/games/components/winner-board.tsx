import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { TitledSection } from '@/components/ui/titled-section';
import { rankQuery } from '../api/light-api';

/** The winner board: the week's biggest payouts from real settled bets (accounts masked by the server). */
export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const rank = useQuery(rankQuery(i18n.language));
  const rows = rank.data?.list ?? [];
  // A board that cannot load is left out rather than shown empty (it would read as "nobody won").
  if (rank.isError) return null;
  return (
    <TitledSection id="winner-board-title" title={t('games.winners')} className="flex flex-col gap-3" size="lg">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        {rank.isPending ? (
          <div className="h-64 animate-pulse bg-surface-2/60" />
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-fg-muted">{t('games.noWinners')}</p>
        ) : (
          <ol className="divide-y divide-line" aria-label={t('games.winners')}>
            {rows.map((row) => (
              <li key={`${row.rank}-${row.time}`} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <span
                  className={
                    row.rank <= 3
                      ? 'grid size-7 shrink-0 place-items-center rounded-full bg-gradient-gold text-xs font-extrabold text-on-gold'
                      : 'grid size-7 shrink-0 place-items-center rounded-full bg-surface-2 text-xs font-bold text-fg-muted'
                  }
                >
                  {row.rank}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{row.account}</span>
                  <span className="block truncate text-xs text-fg-muted">{row.gameName}</span>
                </span>
                <span className="text-right">
                  <span className="block font-bold text-success tabular-nums">
                    {formatMoney(row.payout, i18n.language)}
                  </span>
                  <span className="block text-xs text-fg-muted tabular-nums">×{row.multiplier}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </TitledSection>
  );
}
