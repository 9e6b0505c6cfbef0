import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROFIT_LOSS_MAX_DAYS, PROFIT_LOSS_RANGES, type ProfitLossRange } from '@arcadia/contracts';
import { RecordFilterCard } from '@/components/record/record-filters';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState } from '@/components/ui/page-blocks';
import { QueryState } from '@/components/ui/query-state';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { recordRange } from '@/lib/record-range';
import { useSessionValue } from '@/lib/session-store';
import { profitLossQuery } from '../api/games-api';
import type { ProfitLossFilter } from '../api/keys';
import { DailyWinLossChart } from './daily-win-loss-chart';

const today = () => new Date().toISOString().slice(0, 10);

/** Why a custom range is refused before asking the server (the server checks the same). */
function rangeProblem(filter: ProfitLossFilter): 'order' | 'tooLong' | null {
  if (filter.range !== 'custom') return null;
  const checked = recordRange(filter.startDate, filter.endDate, PROFIT_LOSS_MAX_DAYS);
  return 'problem' in checked ? checked.problem : null;
}

/**
 * Personal profit and loss (member centre, personalProfit): the member's settled play and money
 * over business days of the brand, read from the daily roll-ups: totals, a bar per day of win/loss,
 * and the play by category.
 */
export default function ProfitLossPage() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const [filter, setFilter] = useState<ProfitLossFilter>({ range: 'today', startDate: today(), endDate: today() });
  const problem = rangeProblem(filter);
  const query = useQuery({
    ...profitLossQuery(token, filter),
    enabled: Boolean(token) && !problem,
    placeholderData: keepPreviousData,
  });
  const money = (amount: string, sign = false) => formatMoney(amount, i18n.language, { sign });
  const tone = (amount: string) => (amount.startsWith('-') ? 'text-danger' : amount === '0.00' ? '' : 'text-success');

  return (
    <div className="flex flex-col gap-4">
      <ToggleGroup<ProfitLossRange>
        label={t('profitLoss.period')}
        choices={PROFIT_LOSS_RANGES.map((range) => ({ value: range, content: t(`profitLoss.ranges.${range}`) }))}
        value={filter.range}
        onPick={(range) => setFilter((current) => ({ ...current, range }))}
        className="flex flex-wrap gap-1.5"
        button={{
          className: 'rounded-full px-3 py-1.5 text-xs font-bold',
          on: 'bg-gold text-on-gold',
          off: 'bg-surface-2 text-fg-muted',
        }}
      />
      {filter.range === 'custom' ? (
        <RecordFilterCard
          range={filter}
          onChange={(patch) => setFilter((current) => ({ ...current, ...patch }))}
          problem={problem}
          columns="sm:grid-cols-2"
          texts={{
            from: t('bets.from'),
            to: t('bets.to'),
            order: t('bets.rangeOrder'),
            tooLong: t('bets.rangeTooLong', { days: PROFIT_LOSS_MAX_DAYS }),
          }}
        >
          {null}
        </RecordFilterCard>
      ) : null}
      {problem ? null : (
        <QueryState query={query}>
          {(data) => (
            <div className={cn('flex flex-col gap-4', query.isPlaceholderData && 'opacity-60')}>
              <p className="text-xs text-fg-muted">
                {t('profitLoss.days', { from: data.fromDay, to: data.toDay, zone: data.timeZone })}
              </p>
              <dl
                aria-label={t('profitLoss.totals')}
                className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3 text-sm sm:grid-cols-4"
              >
                <Figure
                  label={t('bets.winLoss')}
                  value={money(data.totals.winLoss, true)}
                  tone={tone(data.totals.winLoss)}
                />
                <Figure label={t('bets.stake')} value={money(data.totals.stake)} />
                <Figure label={t('profitLoss.validBet')} value={money(data.totals.validBet)} />
                <Figure label={t('bets.payout')} value={money(data.totals.payout)} />
                <Figure label={t('bets.count')} value={String(data.totals.bets)} />
                <Figure label={t('profitLoss.deposits')} value={money(data.totals.deposits)} />
                <Figure label={t('profitLoss.withdrawals')} value={money(data.totals.withdrawals)} />
                <Figure label={t('profitLoss.bonuses')} value={money(data.totals.bonuses)} />
              </dl>
              {data.days.length > 1 ? <DailyWinLossChart days={data.days} /> : null}
              {data.categories.length === 0 ? (
                <EmptyState icon={<ListIcon />} title={t('profitLoss.empty')} hint={t('profitLoss.emptyHint')} />
              ) : (
                <table className="w-full text-sm" aria-label={t('profitLoss.byCategory')}>
                  <thead className="text-left text-xs text-fg-muted">
                    <tr>
                      <th className="py-2 font-semibold">{t('bets.category')}</th>
                      <th className="py-2 text-right font-semibold">{t('bets.stake')}</th>
                      <th className="hidden py-2 text-right font-semibold sm:table-cell">{t('profitLoss.validBet')}</th>
                      <th className="hidden py-2 text-right font-semibold sm:table-cell">{t('bets.payout')}</th>
                      <th className="py-2 text-right font-semibold">{t('bets.winLoss')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.categories.map((row) => (
                      <tr key={row.category} className="border-t border-line">
                        <td className="py-2">
                          {t(`games.categories.${row.category}`)}
                          <span className="ml-1 text-xs text-fg-muted">· {row.bets}</span>
                        </td>
                        <td className="py-2 text-right tabular-nums">{money(row.stake)}</td>
                        <td className="hidden py-2 text-right tabular-nums sm:table-cell">{money(row.validBet)}</td>
                        <td className="hidden py-2 text-right tabular-nums sm:table-cell">{money(row.payout)}</td>
                        <td className={cn('py-2 text-right font-semibold tabular-nums', tone(row.winLoss))}>
                          {money(row.winLoss, true)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-3 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={cn('font-bold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}
