import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BET_RECORD_MAX_DAYS } from '@arcadia/contracts';
import { useRecordFilter } from '@/components/record/use-record-filter';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState, Pager } from '@/components/ui/page-blocks';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { betRecordQuery } from '../api/games-api';
import type { BetFilter } from '../api/keys';
import { BetRecordFilters } from './bet-record-filters';
import { BetRecordRows } from './bet-record-rows';

/**
 * The betting record (member centre, personalHistoryCopy): every bet from every game source in a
 * date range (default the last 7 days, at most 90), by category, vendor and status, with totals over
 * everything that matches and pages of 10.
 */
export default function BetRecordPage() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const { filter, problem, range, update, goToPage } = useRecordFilter<BetFilter>(
    { gameType: '', vassalage: '', status: '' },
    BET_RECORD_MAX_DAYS,
  );
  const query = useQuery({
    ...betRecordQuery(token, filter, range),
    enabled: Boolean(token) && !problem,
    placeholderData: keepPreviousData,
  });
  const money = (amount: string) => formatMoney(amount, i18n.language);

  return (
    <div className="flex flex-col gap-4">
      <BetRecordFilters filter={filter} problem={problem} onChange={update} />
      {problem ? null : (
        <QueryState query={query}>
          {(data) => (
            <>
              <dl
                aria-label={t('bets.totals')}
                className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3 text-sm sm:grid-cols-4"
              >
                <Total label={t('bets.count')} value={String(data.totals.count)} />
                <Total label={t('bets.stake')} value={money(data.totals.stake)} />
                <Total label={t('bets.payout')} value={money(data.totals.payout)} />
                <Total
                  label={t('bets.winLoss')}
                  value={formatMoney(data.totals.winLoss, i18n.language, { sign: true })}
                  tone={data.totals.winLoss.startsWith('-') ? 'text-danger' : 'text-success'}
                />
              </dl>
              {data.list.length === 0 ? (
                <EmptyState icon={<ListIcon />} title={t('bets.empty')} hint={t('bets.emptyHint')} />
              ) : (
                <div className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching || undefined}>
                  <BetRecordRows rows={data.list} />
                  <Pager
                    page={filter.pageNo}
                    totalPages={data.totalPages}
                    busy={query.isFetching}
                    onChange={goToPage}
                  />
                </div>
              )}
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}

function Total({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-3 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={cn('font-bold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}
