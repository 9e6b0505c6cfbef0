import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type getTransactionRecord, type TransactionType } from '@arcadia/contracts';
import type { ContractValue } from '@/lib/api-client';
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
              <td className="px-3 py-2.5 font-semibold">
                {text.type(row)}
                <Outcome text={text.outcome(row)} />
              </td>
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

export function RecordCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label={t('record.caption')}>
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line bg-surface px-3.5 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold">
                {text.type(row)}
                <Outcome text={text.outcome(row)} />
              </p>
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
