import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_RANGE_MAX_DAYS, TRANSACTION_TYPES, type TransactionType } from '@arcadia/contracts';
import { FilterSelect, RecordFilterCard } from '@/components/record/record-filters';
import { useRecordFilter } from '@/components/record/use-record-filter';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState, Pager } from '@/components/ui/page-blocks';
import { ListQueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
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
  const { filter, problem, range, update, goToPage } = useRecordFilter<RecordFilter>(
    { type: '' },
    TRANSACTION_RANGE_MAX_DAYS,
  );
  const query = useQuery({
    ...recordQuery(token, filter, range),
    enabled: Boolean(token) && !problem,
    placeholderData: keepPreviousData,
  });

  return (
    <div className="flex flex-col gap-4">
      <RecordFilterCard
        range={filter}
        onChange={update}
        problem={problem}
        columns="sm:grid-cols-3"
        texts={{
          from: t('record.from'),
          to: t('record.to'),
          order: t('record.rangeOrder'),
          tooLong: t('record.rangeTooLong', { days: TRANSACTION_RANGE_MAX_DAYS }),
        }}
      >
        <FilterSelect
          label={t('record.type')}
          value={filter.type}
          allLabel={t('record.allTypes')}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`record.types.${type}`) }))}
          onChange={(type: TransactionType | '') => update({ type })}
        />
      </RecordFilterCard>
      {problem ? null : (
        <ListQueryState
          query={query}
          empty={<EmptyState icon={<ListIcon />} title={t('record.empty')} hint={t('record.emptyHint')} />}
        >
          {(data) => (
            <div
              className={cn('relative', query.isPlaceholderData && 'opacity-60')}
              aria-busy={query.isFetching || undefined}
            >
              {query.isFetching ? <Spinner className="absolute -top-6 right-1 text-fg-muted" /> : null}
              <p className="mb-2 text-xs text-fg-muted">{t('record.total', { count: data.total })}</p>
              <RecordTable rows={data.list} />
              <RecordCards rows={data.list} />
              <Pager page={filter.pageNo} totalPages={data.totalPages} busy={query.isFetching} onChange={goToPage} />
            </div>
          )}
        </ListQueryState>
      )}
    </div>
  );
}
