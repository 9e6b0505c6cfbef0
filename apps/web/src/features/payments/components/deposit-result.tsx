import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@arcadia/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/money-icons';
import { CopyButton, DetailRow, Panel, StatusPill } from '@/components/ui/page-blocks';
import { Spinner } from '@/components/ui/spinner';
import { inboxKeys } from '@/lib/inbox-keys';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { depositQuery, paymentKeys } from '../api/payments-api';
import { DEPOSIT_TONE } from '../utils/status';

/**
 * After a deposit is created. Manual bank: where to send the money and the reference to write on
 * the transfer (an operator matches it). Gateway: the checkout opens in a new window while this
 * panel follows the deposit until the gateway reports; the balance refreshes when it is credited.
 */
export function DepositResult({ deposit: created, onNew }: { deposit: Deposit; onNew: () => void }) {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...depositQuery(token, created.id), initialData: created, enabled: Boolean(token) });
  const deposit = data ?? created;
  const opened = useRef(false);

  // The gateway's page opens once, straight after the click that created the deposit.
  useEffect(() => {
    if (opened.current || deposit.kind !== 'sandbox_gateway' || !deposit.checkoutUrl || deposit.status !== 'pending')
      return;
    opened.current = true;
    const popup = window.open(deposit.checkoutUrl, '_blank');
    if (popup) popup.opener = null;
  }, [deposit.kind, deposit.checkoutUrl, deposit.status]);

  useEffect(() => {
    if (deposit.status === 'pending') return;
    void refreshWallet(queryClient);
    void queryClient.invalidateQueries({ queryKey: paymentKeys.deposits(token) });
    // The outcome also arrives as an inbox message.
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  }, [deposit.status, queryClient, token]);

  const money = (amount: string) => formatMoney(amount, i18n.language);
  const status = <StatusPill tone={DEPOSIT_TONE[deposit.status]}>{t(`deposit.status.${deposit.status}`)}</StatusPill>;

  return (
    <Panel title={t('deposit.resultTitle')} action={status}>
      {deposit.status === 'credited' ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-xl bg-success-soft px-3 py-2.5 text-sm font-semibold text-success"
        >
          <CheckIcon size={18} />
          {t('deposit.creditedNotice', { amount: money(deposit.creditAmount) })}
        </p>
      ) : deposit.status === 'pending' ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-xl bg-gold/15 px-3 py-2.5 text-sm font-medium text-gold-fg"
        >
          {deposit.kind === 'sandbox_gateway' ? <Spinner /> : <ClockIcon size={18} />}
          {deposit.kind === 'sandbox_gateway' ? t('deposit.waitingGateway') : t('deposit.manualPending')}
        </p>
      ) : (
        <p role="alert" className="mb-4 rounded-xl bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger">
          {t(`deposit.status.${deposit.status}`)}
          {deposit.failureReason ? `: ${deposit.failureReason}` : ''}
        </p>
      )}
      <dl className="divide-y divide-line rounded-xl border border-line px-3.5">
        <DetailRow label={t('wallet.amount')}>
          <span className="tabular-nums">{money(deposit.amount)}</span>
        </DetailRow>
        {deposit.bankAccount ? (
          <>
            <DetailRow label={t('deposit.bankName')}>
              <span className="truncate">{deposit.bankAccount.bankName}</span>
              <CopyButton value={deposit.bankAccount.bankName} label={t('deposit.bankName')} />
            </DetailRow>
            <DetailRow label={t('deposit.accountName')}>
              <span className="truncate">{deposit.bankAccount.accountName}</span>
              <CopyButton value={deposit.bankAccount.accountName} label={t('deposit.accountName')} />
            </DetailRow>
            <DetailRow label={t('deposit.accountNumber')}>
              <span className="truncate tabular-nums">{deposit.bankAccount.accountNumber}</span>
              <CopyButton value={deposit.bankAccount.accountNumber} label={t('deposit.accountNumber')} />
            </DetailRow>
          </>
        ) : null}
        <DetailRow label={t('deposit.reference')}>
          <span className="truncate font-mono text-brand-fg" data-testid="deposit-reference">
            {deposit.reference}
          </span>
          <CopyButton value={deposit.reference} label={t('deposit.reference')} />
        </DetailRow>
      </dl>
      {deposit.bankAccount && deposit.status === 'pending' ? (
        <p className="mt-3 text-xs text-fg-muted">{t('deposit.referenceHint')}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {deposit.checkoutUrl && deposit.status === 'pending' ? (
          <a href={deposit.checkoutUrl} target="_blank" rel="noopener" className={buttonClasses('primary', 'md')}>
            {t('deposit.openCheckout')}
          </a>
        ) : null}
        <Button variant="outline" onClick={onNew}>
          {t('deposit.newDeposit')}
        </Button>
      </div>
    </Panel>
  );
}
