import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type getTransactionRecord, type TransactionType } from '@arcadia/contracts';
import type { ContractValue } from '@/lib/api-client';
import {
  RecordCard,
  RecordCardHead,
  RecordCardList,
  RecordTable as RecordTableFrame,
} from '@/components/record/record-table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney, toMinor } from '@/lib/money';

/*
 * The account record's lines: a table on wide screens, cards on phones. One line per business
 * event (the server folds holds and returns into their withdrawal); game wallets by vendor name.
 */
export type Row = NonNullable<ContractValue<typeof getTransactionRecord>>['list'][number];

function useRowText() {
  const { t, i18n } = useTranslation();
  return {
    type: (row: Row) =>
      TRANSACTION_TYPES.includes(row.type as TransactionType)
        ? t(`record.types.${row.type as TransactionType}`)
        : t('record.types.other'),
    wallet: (row: Row) => {
      // Game wallets by their vendor's name (from the server), the main wallet by its label.
      const name = (wallet: string, walletName: string | null) =>
        wallet === 'MAIN' ? t('wallet.mainWallet') : (walletName ?? wallet);
      const from = name(row.wallet, row.walletName);
      return row.toWallet ? `${from} → ${name(row.toWallet, row.toWalletName)}` : from;
    },
    /** A withdrawal's outcome on its line ("Returned", "R$ 50,00 returned"). */
    outcome: (row: Row) =>
      row.outcome === null
        ? null
        : row.returned && row.outcome !== 'returned'
          ? `${t(`record.outcome.${row.outcome}`)} · ${t('record.returnedAmount', { amount: formatMoney(row.returned, i18n.language) })}`
          : t(`record.outcome.${row.outcome}`),
    amount: (row: Row) => formatMoney(row.amount, i18n.language, { sign: true }),
    balance: (row: Row) => formatMoney(row.balanceAfter, i18n.language),
  };
}

function Outcome({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <span className="ms-2 inline-block rounded-full bg-surface-2 px-2 py-0.5 text-[11px] font-semibold text-fg-muted">
      {text}
    </span>
  );
}

const amountTone = (amount: string) => (toMinor(amount) < 0n ? 'text-danger' : 'text-success');

export function RecordTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <RecordTableFrame
      caption={t('record.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          label: t('record.time'),
          cell: (row) => formatDateTime(row.time),
          className: 'whitespace-nowrap tabular-nums text-fg-muted',
        },
        {
          label: t('record.type'),
          cell: (row) => (
            <>
              {text.type(row)}
              <Outcome text={text.outcome(row)} />
            </>
          ),
          className: 'font-semibold',
        },
        { label: t('record.wallet'), cell: text.wallet, className: 'whitespace-nowrap text-fg-muted' },
        {
          label: t('record.amount'),
          cell: text.amount,
          figure: true,
          className: (row) => cn('font-bold', amountTone(row.amount)),
        },
        { label: t('record.balanceAfter'), cell: text.balance, figure: true },
        {
          label: t('record.reference'),
          cell: (row) => `#${row.reference}`,
          figure: true,
          className: 'text-xs text-fg-muted',
        },
      ]}
    />
  );
}

export function RecordCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <RecordCardList label={t('record.caption')}>
      {rows.map((row) => (
        <RecordCard key={row.id}>
          <RecordCardHead amount={text.amount(row)} tone={amountTone(row.amount)}>
            <p className="text-sm font-semibold">
              {text.type(row)}
              <Outcome text={text.outcome(row)} />
            </p>
            <p className="text-xs text-fg-muted">
              {text.wallet(row)} · #{row.reference}
            </p>
          </RecordCardHead>
          <div className="mt-1.5 flex items-center justify-between gap-3 text-xs text-fg-muted tabular-nums">
            <span>{formatDateTime(row.time)}</span>
            <span>
              {t('record.balanceAfter')}: {text.balance(row)}
            </span>
          </div>
        </RecordCard>
      ))}
    </RecordCardList>
  );
}
