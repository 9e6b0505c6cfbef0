import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_RANGE_MAX_DAYS, TRANSACTION_TYPES, type TransactionType } from '@arcadia/contracts';
import { Field, FormAlert } from '@/components/ui/form';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Pager } from '@/components/ui/money-ui';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { defaultRecordDates, recordRange } from '@/lib/record-range';
import { formatMoney, toMinor } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { recordQuery, type RecordFilter } from '../api/wallet-api';

type Row = {
  id: string;
  kind: string;
  type: string;
  amount: string;
  balanceAfter: string;
  wallet: string;
  time: string;
  reference: string;
};

const INPUT =
  'h-11 w-full rounded-xl border border-line bg-surface-2/60 px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-ring';

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
        <Field label={t('record.from')}>
          {({ inputId }) => (
            <input
              id={inputId}
              type="date"
              className={INPUT}
              value={filter.startDate}
              max={filter.endDate}
              onChange={(e) => e.target.value && update({ startDate: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('record.to')}>
          {({ inputId }) => (
            <input
              id={inputId}
              type="date"
              className={INPUT}
              value={filter.endDate}
              min={filter.startDate}
              onChange={(e) => e.target.value && update({ endDate: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('record.type')}>
          {({ inputId }) => (
            <select
              id={inputId}
              className={INPUT}
              value={filter.type}
              onChange={(e) => update({ type: e.target.value as TransactionType | '' })}
            >
              <option value="">{t('record.allTypes')}</option>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`record.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
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

function useRowText() {
  const { t, i18n } = useTranslation();
  return {
    type: (row: Row) =>
      TRANSACTION_TYPES.includes(row.type as TransactionType)
        ? t(`record.types.${row.type as TransactionType}`)
        : t('record.types.other'),
    wallet: (row: Row) =>
      row.wallet === 'MAIN'
        ? t('wallet.mainWallet')
        : row.wallet === 'WITHDRAWAL_HOLD'
          ? t('record.withdrawalHold')
          : row.wallet,
    amount: (row: Row) => formatMoney(row.amount, i18n.language, { sign: true }),
    balance: (row: Row) => formatMoney(row.balanceAfter, i18n.language),
  };
}

const amountTone = (amount: string) => (toMinor(amount) < 0n ? 'text-danger' : 'text-success');

function RecordTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <div className="overflow-x-auto rounded-2xl border border-line max-md:hidden">
      <table className="w-full text-[13px]">
        <caption className="sr-only">{t('record.caption')}</caption>
        <thead className="bg-surface-2 text-left text-xs font-semibold text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2.5">
              {t('record.time')}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {t('record.type')}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {t('record.wallet')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('record.amount')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('record.balanceAfter')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('record.reference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-2.5 whitespace-nowrap tabular-nums text-fg-muted">{formatDateTime(row.time)}</td>
              <td className="px-3 py-2.5 font-semibold">{text.type(row)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-fg-muted">{text.wallet(row)}</td>
              <td
                className={cn('px-4 py-3 text-right font-bold whitespace-nowrap tabular-nums', amountTone(row.amount))}
              >
                {text.amount(row)}
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{text.balance(row)}</td>
              <td className="px-3 py-2.5 text-right text-xs whitespace-nowrap text-fg-muted tabular-nums">
                #{row.reference}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label={t('record.caption')}>
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line bg-surface px-3.5 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold">{text.type(row)}</p>
              <p className="text-xs text-fg-muted">
                {text.wallet(row)} · #{row.reference}
              </p>
            </div>
            <p className={cn('text-sm font-bold whitespace-nowrap tabular-nums', amountTone(row.amount))}>
              {text.amount(row)}
            </p>
          </div>
          <div className="mt-1.5 flex items-center justify-between gap-3 text-xs text-fg-muted tabular-nums">
            <span>{formatDateTime(row.time)}</span>
            <span>
              {t('record.balanceAfter')}: {text.balance(row)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
