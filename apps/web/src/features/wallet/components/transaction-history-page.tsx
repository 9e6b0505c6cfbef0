import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_RANGE_MAX_DAYS, TRANSACTION_TYPES, type TransactionType } from '@arcadia/contracts';
import { DateRangeFields, FilterSelect } from '@/components/record/record-filters';
import { FormAlert } from '@/components/ui/form';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Pager } from '@/components/ui/page-blocks';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { defaultRecordDates, recordRange } from '@/lib/record-range';
import { useSessionValue } from '@/lib/session-store';
import { recordQuery, type RecordFilter } from '../api/wallet-api';
import { RecordCards, RecordTable } from './record-rows';

/**
 * The account record (transactionHistory): every entry on the member's wallets in a date range
 * (default the last 7 days, at most 90) and of one type; a table on wide screens, cards on phones.
 */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const [filter, setFilter] = useState<RecordFilter>(() => ({ ...defaultRecordDates(), type: '', pageNo: 1 }));
  const range = recordRange(filter.startDate, filter.endDate, TRANSACTION_RANGE_MAX_DAYS);
  const problem = 'problem' in range ? range.problem : null;
  const query = useQuery({
    ...recordQuery(token, filter, 'problem' in range ? { from: '', to: '' } : range),
    enabled: Boolean(token) && !problem,
    placeholderData: keepPreviousData,
  });
  const update = (patch: Partial<RecordFilter>) => setFilter((current) => ({ ...current, pageNo: 1, ...patch }));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-3">
        <DateRangeFields range={filter} labels={{ from: t('record.from'), to: t('record.to') }} onChange={update} />
        <FilterSelect
          label={t('record.type')}
          value={filter.type}
          allLabel={t('record.allTypes')}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`record.types.${type}`) }))}
          onChange={(type: TransactionType | '') => update({ type })}
        />
        {problem ? (
          <div className="sm:col-span-3">
            <FormAlert>
              {problem === 'order'
                ? t('record.rangeOrder')
                : t('record.rangeTooLong', { days: TRANSACTION_RANGE_MAX_DAYS })}
            </FormAlert>
          </div>
        ) : null}
      </div>
      {problem ? null : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <FormAlert>{t(errorMessageKey(query.error))}</FormAlert>
      ) : query.data.list.length === 0 ? (
        <EmptyState icon={<ListIcon />} title={t('record.empty')} hint={t('record.emptyHint')} />
      ) : (
        <div
          className={cn('relative', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching || undefined}
        >
          {query.isFetching ? <Spinner className="absolute -top-6 right-1 text-fg-muted" /> : null}
          <p className="mb-2 text-xs text-fg-muted">{t('record.total', { count: query.data.total })}</p>
          <RecordTable rows={query.data.list} />
          <RecordCards rows={query.data.list} />
          <Pager
            page={filter.pageNo}
            totalPages={query.data.totalPages}
            busy={query.isFetching}
            onChange={(pageNo) => setFilter((c) => ({ ...c, pageNo }))}
          />
        </div>
      )}
    </div>
  );
}
