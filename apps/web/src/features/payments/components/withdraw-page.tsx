import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings } from '@arcadia/contracts';
import { AmountPasswordFields, useAmountPasswordForm } from '@/components/money/amount-password-fields';
import { FormAlert, FormSuccess, SubmitButton } from '@/components/ui/form';
import { Loading, Panel } from '@/components/ui/page-blocks';
import { fundsQuery, refreshWallet, walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';
import { errorMessageKey } from '@/i18n';
import { formatMoney, normaliseAmount } from '@/lib/money';
import { isApiError } from '@/lib/api-error';
import { useSessionValue } from '@/lib/session-store';
import {
  createWithdrawalRequest,
  paymentKeys,
  payoutAccountsQuery,
  withdrawalSettingsQuery,
} from '../api/payments-api';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawalsList } from './withdrawals-list';

/**
 * Withdrawal (withdraw): payout accounts, then amount and payment password (a prompt to set one
 * first if there is none); the request is encrypted and holds the funds at once. Below, my
 * withdrawals with the receipt answers for disbursed ones.
 */
export default function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const enabled = Boolean(token);
  const settings = useQuery({ ...withdrawalSettingsQuery(token), enabled });
  const accounts = useQuery({ ...payoutAccountsQuery(token), enabled });
  const info = useQuery({ ...walletMemberQuery(token), enabled });
  const funds = useQuery({ ...fundsQuery(token), enabled });
  const [picked, setPicked] = useState<string | null>(null);

  if (settings.isPending || accounts.isPending || info.isPending) return <Loading />;
  const failed = settings.error ?? accounts.error ?? info.error;
  if (failed || !settings.data || !accounts.data || !info.data)
    return <FormAlert>{t(errorMessageKey(failed))}</FormAlert>;

  const list = accounts.data.list;
  const selected = list.some((a) => a.id === picked) ? picked! : (list[0]?.id ?? '');
  const symbol = funds.data?.currencySymbol ?? '';
  const money = (amount: string) => formatMoney(amount, i18n.language, { symbol });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-gradient-violet p-4 text-on-violet shadow-card">
          <p className="text-xs font-semibold opacity-80">{t('withdraw.available')}</p>
          <p className="mt-1 text-xl font-extrabold tabular-nums sm:text-2xl" data-testid="withdraw-available">
            {funds.data ? money(funds.data.main) : '—'}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-4">
          <p className="text-xs font-semibold text-fg-muted">{t('withdraw.onHold')}</p>
          <p className="mt-1 text-xl font-extrabold tabular-nums sm:text-2xl">
            {funds.data ? money(funds.data.withdrawalHold) : '—'}
          </p>
        </div>
      </div>
      <Panel title={t('withdraw.payoutAccount')}>
        <PayoutAccounts accounts={list} max={accounts.data.max} selected={selected} onSelect={setPicked} />
      </Panel>
      {info.data.hasPaymentPassword ? (
        <WithdrawForm
          payoutAccountId={selected}
          min={settings.data.min}
          max={settings.data.max}
          daily={settings.data.daily}
          available={funds.data?.main}
          symbol={symbol}
        />
      ) : (
        <Panel title={t('wallet.setPaymentPasswordFirst')}>
          <p className="mb-4 text-sm text-fg-muted">{t('wallet.paymentPasswordWhy')}</p>
          <PaymentPasswordForm hasPassword={false} />
        </Panel>
      )}
      <WithdrawalsList autoConfirmMinutes={settings.data.autoConfirmMinutes} />
    </div>
  );
}

type DailyLimits = WithdrawalSettings['daily'];

/** The member's VIP level's daily limits and what today's requests used of them (none: nothing shown). */
function DailyLimitsNote({ daily }: { daily: DailyLimits }) {
  const { t, i18n } = useTranslation();
  if (!daily) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-fg-muted" data-testid="withdraw-daily-limits">
      {daily.count === null ? null : <li>{t('withdraw.dailyCount', { used: daily.usedCount, limit: daily.count })}</li>}
      {daily.amount === null ? null : (
        <li>
          {t('withdraw.dailyAmount', {
            used: formatMoney(daily.usedAmount, i18n.language),
            amount: formatMoney(daily.amount, i18n.language),
          })}
        </li>
      )}
    </ul>
  );
}

function WithdrawForm({
  payoutAccountId,
  min,
  max,
  daily,
  available,
  symbol,
}: {
  payoutAccountId: string;
  min: string;
  max: string;
  daily: DailyLimits;
  available: string | undefined;
  symbol: string;
}) {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const { form, formError, setFormError, done, setDone, submit } = useAmountPasswordForm();
  const { isSubmitting } = form.formState;
  // A bonus still being wagered: the server warns first; the member confirms to forfeit it.
  const [forfeit, setForfeit] = useState(false);

  const send = submit(
    async (values, keyFor) => {
      const request = { payoutAccountId, amount: normaliseAmount(values.amount), forfeit };
      try {
        const withdrawal = await createWithdrawalRequest({
          payoutAccountId,
          amount: request.amount,
          paymentPassword: values.paymentPassword,
          clientKey: keyFor(request),
          ...(forfeit ? { forfeitBonus: true } : {}),
        });
        setForfeit(false);
        return t('withdraw.requested', { amount: formatMoney(withdrawal.amount, i18n.language, { symbol }) });
      } catch (error) {
        if (isApiError(error) && error.code === 'promotions.bonus_forfeit_warning') setForfeit(true);
        throw error;
      }
    },
    () =>
      Promise.all([
        refreshWallet(queryClient),
        queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals(token) }),
      ]),
  );
  const onSubmit = payoutAccountId
    ? send
    : form.handleSubmit(() => {
        setDone(null);
        setFormError(t('withdraw.chooseAccount'));
      });

  return (
    <Panel title={t('withdraw.title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountPasswordFields
            form={form}
            limits={{ min, max, available }}
            symbol={symbol}
            hint={t('deposit.limits', { min: formatMoney(min, i18n.language), max: formatMoney(max, i18n.language) })}
          />
        </div>
        <DailyLimitsNote daily={daily} />
        <FormAlert>{formError}</FormAlert>
        {forfeit ? <p className="text-sm text-fg-muted">{t('withdraw.forfeit.text')}</p> : null}
        <FormSuccess>{done}</FormSuccess>
        <SubmitButton loading={isSubmitting}>
          {t(forfeit ? 'withdraw.forfeit.confirm' : 'withdraw.submit')}
        </SubmitButton>
      </form>
    </Panel>
  );
}
