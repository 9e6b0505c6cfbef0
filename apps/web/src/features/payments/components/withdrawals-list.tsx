import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@arcadia/contracts';
import { ClockIcon } from '@/components/ui/money-icons';
import { StatusPill } from '@/components/ui/page-blocks';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { withdrawalsQuery } from '../api/payments-api';
import { WITHDRAWAL_TONE } from '../utils/status';
import { MyListPanel } from './my-list-panel';
import { WithdrawalActions } from './withdrawal-actions';

/** My withdrawals, newest first; disbursed ones ask whether the money arrived. */
export function WithdrawalsList({ autoConfirmMinutes }: { autoConfirmMinutes: number }) {
  const { t } = useTranslation();
  return (
    <MyListPanel
      labels={{ title: t('withdraw.myWithdrawals'), empty: t('withdraw.noWithdrawals') }}
      pageQuery={withdrawalsQuery}
      className="flex flex-col gap-3"
    >
      {(w) => <WithdrawalItem key={w.id} withdrawal={w} autoConfirmMinutes={autoConfirmMinutes} />}
    </MyListPanel>
  );
}

function WithdrawalItem({ withdrawal: w, autoConfirmMinutes }: { withdrawal: Withdrawal; autoConfirmMinutes: number }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, i18n.language);
  return (
    <li className="rounded-xl border border-line p-3.5" data-testid={`withdrawal-${w.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-base font-bold tabular-nums">{money(w.amount)}</p>
          <p className="truncate text-xs text-fg-muted">
            {w.payoutAccount.providerName} · {w.payoutAccount.accountNumberMasked}
          </p>
          <p className="text-xs text-fg-muted tabular-nums">{formatDateTime(w.createdAt)}</p>
        </div>
        <StatusPill tone={WITHDRAWAL_TONE[w.status]}>{t(`withdraw.status.${w.status}`)}</StatusPill>
      </div>
      {w.rejectReason ? (
        <p className="mt-2 text-xs text-danger">{t('withdraw.rejectReason', { reason: w.rejectReason })}</p>
      ) : null}
      {w.receivedAmount !== null && w.status === 'partly_received' ? (
        <p className="mt-2 text-xs text-fg-muted">
          {t('withdraw.partlySummary', {
            received: money(w.receivedAmount),
            remaining: money(w.remainingAmount ?? '0.00'),
          })}
        </p>
      ) : null}
      {w.refundAmount !== null ? (
        <p className="mt-2 text-xs text-fg-muted">{t('withdraw.refunded', { amount: money(w.refundAmount) })}</p>
      ) : null}
      {w.resolutionNote ? <p className="mt-1 text-xs text-fg-muted">{w.resolutionNote}</p> : null}
      {w.status === 'disbursed' ? (
        <>
          {w.autoConfirmAt ? (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-fg-muted">
              <ClockIcon size={14} />
              {t('withdraw.autoConfirmAt', { time: formatDateTime(w.autoConfirmAt), minutes: autoConfirmMinutes })}
            </p>
          ) : null}
          <WithdrawalActions withdrawal={w} />
        </>
      ) : null}
    </li>
  );
}
