import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BET_RECORD_MAX_DAYS } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Pager } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { defaultRecordDates, recordRange } from '@/lib/record-range';
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
  const [filter, setFilter] = useState<BetFilter>(() => ({
    ...defaultRecordDates(),
    gameType: '',
    vassalage: '',
    status: '',
    pageNo: 1,
  }));
  const range = recordRange(filter.startDate, filter.endDate, BET_RECORD_MAX_DAYS);
  const problem = 'problem' in range ? range.problem : null;
  const query = useQuery({
    ...betRecordQuery(token, filter, 'problem' in range ? { from: '', to: '' } : range),
    enabled: Boolean(token) && !problem,
    placeholderData: keepPreviousData,
  });
  const money = (amount: string) => formatMoney(amount, i18n.language);

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-2xl border border-line bg-surface p-4">
        <BetRecordFilters filter={filter} onChange={(patch) => setFilter((c) => ({ ...c, pageNo: 1, ...patch }))} />
        {problem ? (
          <div className="mt-3">
            <FormAlert>
              {problem === 'order' ? t('bets.rangeOrder') : t('bets.rangeTooLong', { days: BET_RECORD_MAX_DAYS })}
            </FormAlert>
          </div>
        ) : null}
      </div>
      {problem ? null : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <FormAlert>{t(errorMessageKey(query.error))}</FormAlert>
      ) : (
        <>
          <dl
            aria-label={t('bets.totals')}
            className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3 text-sm sm:grid-cols-4"
          >
            <Total label={t('bets.count')} value={String(query.data.totals.count)} />
            <Total label={t('bets.stake')} value={money(query.data.totals.stake)} />
            <Total label={t('bets.payout')} value={money(query.data.totals.payout)} />
            <Total
              label={t('bets.winLoss')}
              value={formatMoney(query.data.totals.winLoss, i18n.language, { sign: true })}
              tone={query.data.totals.winLoss.startsWith('-') ? 'text-danger' : 'text-success'}
            />
          </dl>
          {query.data.list.length === 0 ? (
            <EmptyState icon={<ListIcon />} title={t('bets.empty')} hint={t('bets.emptyHint')} />
          ) : (
            <div className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching || undefined}>
              <BetRecordRows rows={query.data.list} />
              <Pager
                page={filter.pageNo}
                totalPages={query.data.totalPages}
                busy={query.isFetching}
                onChange={(pageNo) => setFilter((c) => ({ ...c, pageNo }))}
              />
            </div>
          )}
        </>
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
