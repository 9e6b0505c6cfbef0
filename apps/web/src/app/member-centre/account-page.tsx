import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { KeyIcon, LockIcon } from '@/components/ui/icons';
import { DetailRow, Loading, Panel, StatusPill } from '@/components/ui/page-blocks';
import { fundsQuery, walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';
import { errorMessageKey } from '@/i18n';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { openModal } from '@/modals';
import { useRequireMember } from '@/lib/auth/use-require-member';

/** My account (securityCenter): who I am, my funds at a glance, login and payment passwords. */
export default function AccountPage() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const info = useQuery({ ...walletMemberQuery(token), enabled: Boolean(token) });
  const funds = useQuery({ ...fundsQuery(token), enabled: Boolean(token) });
  const [editingPayment, setEditingPayment] = useState(false);
  const guard = useRequireMember();
  if (info.isPending) return <Loading />;
  if (info.isError || !info.data) return <FormAlert>{t(errorMessageKey(info.error))}</FormAlert>;
  const member = info.data;
  const money = (amount: string) => formatMoney(amount, i18n.language, { symbol: funds.data?.currencySymbol });

  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('centre.profile')}>
        <dl className="divide-y divide-line">
          <DetailRow label={t('centre.username')}>{member.account}</DetailRow>
          <DetailRow label={t('centre.nickname')}>{member.nickname}</DetailRow>
          <DetailRow label={t('centre.mobile')}>{member.mobileMasked ?? '—'}</DetailRow>
          <DetailRow label={t('centre.email')}>{member.emailMasked ?? '—'}</DetailRow>
          <DetailRow label={t('centre.memberSince')}>
            <span className="tabular-nums">{formatDateTime(member.createdAt)}</span>
          </DetailRow>
        </dl>
      </Panel>
      {funds.data ? (
        <Panel title={t('centre.funds')}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ['centre.fundsMain', funds.data.main],
                ['centre.fundsGames', funds.data.vendors],
                ['centre.fundsHold', funds.data.withdrawalHold],
                ['centre.fundsTotal', funds.data.total],
              ] as const
            ).map(([key, amount]) => (
              <div key={key} className="rounded-xl bg-surface-2/70 px-3 py-2.5">
                <dt className="text-xs text-fg-muted">{t(key)}</dt>
                <dd className="mt-0.5 text-sm font-bold tabular-nums">{money(amount)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      ) : null}
      <Panel title={t('centre.security')}>
        <div className="flex flex-col divide-y divide-line">
          <div className="flex items-center gap-3 pb-3">
            <span className="grid size-9 place-items-center rounded-lg bg-surface-2 text-fg-muted">
              <KeyIcon size={18} />
            </span>
            <p className="flex-1 text-sm font-semibold">{t('centre.loginPassword')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => guard(() => openModal({ name: 'changePassword', options: {} }))}
            >
              {t('centre.change')}
            </Button>
          </div>
          <div className="flex flex-col gap-3 pt-3">
            <div className="flex items-center gap-3">
              <span className="grid size-9 place-items-center rounded-lg bg-surface-2 text-fg-muted">
                <LockIcon size={18} />
              </span>
              <p className="flex flex-1 flex-wrap items-center gap-2 text-sm font-semibold">
                {t('wallet.paymentPassword')}
                <StatusPill tone={member.hasPaymentPassword ? 'success' : 'pending'}>
                  {member.hasPaymentPassword ? t('centre.isSet') : t('centre.notSet')}
                </StatusPill>
              </p>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={editingPayment}
                onClick={() => setEditingPayment((v) => !v)}
              >
                {editingPayment ? t('dialog.cancel') : member.hasPaymentPassword ? t('centre.change') : t('centre.set')}
              </Button>
            </div>
            {editingPayment ? (
              <PaymentPasswordForm hasPassword={member.hasPaymentPassword} onDone={() => setEditingPayment(false)} />
            ) : null}
          </div>
        </div>
      </Panel>
    </div>
  );
}
