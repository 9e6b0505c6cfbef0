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
      columns={[
        { label: t('record.time') },
        { label: t('record.type') },
        { label: t('record.wallet') },
        { label: t('record.amount'), figure: true },
        { label: t('record.balanceAfter'), figure: true },
        { label: t('record.reference'), figure: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="px-3 py-2.5 whitespace-nowrap tabular-nums text-fg-muted">{formatDateTime(row.time)}</td>
          <td className="px-3 py-2.5 font-semibold">
            {text.type(row)}
            <Outcome text={text.outcome(row)} />
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap text-fg-muted">{text.wallet(row)}</td>
          <td className={cn('px-4 py-3 text-right font-bold whitespace-nowrap tabular-nums', amountTone(row.amount))}>
            {text.amount(row)}
          </td>
          <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{text.balance(row)}</td>
          <td className="px-3 py-2.5 text-right text-xs whitespace-nowrap text-fg-muted tabular-nums">
            #{row.reference}
          </td>
        </tr>
      ))}
    </RecordTableFrame>
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
