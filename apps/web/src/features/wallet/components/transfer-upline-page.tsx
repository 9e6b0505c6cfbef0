import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@arcadia/contracts';
import { AmountInput } from '@/components/ui/amount-input';
import { Field, FormAlert, PasswordInput, SubmitButton } from '@/components/ui/form';
import { LockIcon } from '@/components/ui/icons';
import { Loading, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { useClientKey } from '@/lib/client-key';
import { amountRule, formatMoney, normaliseAmount } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { refreshWallet, walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { transferUplineRequest, walletsQuery } from '../api/wallet-api';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';

type Values = { amount: string; paymentPassword: string };
/** The server's limits (upline.usecases.ts): at least 1.00; the brand's maximum is checked there. */
const UPLINE_MIN = '1.00';

/** Transfer to upline: main wallet to the direct upline's, with the payment password. */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const info = useQuery({ ...walletMemberQuery(token), enabled: Boolean(token) });
  if (info.isPending) return <Loading />;
  if (info.isError || !info.data) return <FormAlert>{t(errorMessageKey(info.error))}</FormAlert>;
  if (!info.data.toUpline) return <FormAlert>{t('errors.wallet.no_upline')}</FormAlert>;
  if (!info.data.hasPaymentPassword) {
    return (
      <Panel title={t('wallet.setPaymentPasswordFirst')}>
        <p className="mb-4 text-sm text-fg-muted">{t('wallet.paymentPasswordWhy')}</p>
        <PaymentPasswordForm hasPassword={false} />
      </Panel>
    );
  }
  return <UplineForm />;
}

function UplineForm() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const wallets = useQuery({ ...walletsQuery(token), enabled: Boolean(token) });
  const main = wallets.data?.wallets.find((w) => w.vendor === MAIN_WALLET);
  const symbol = wallets.data?.currencySymbol ?? '';
  const { keyFor, settle } = useClientKey();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const request = { amount: normaliseAmount(values.amount), paymentPassword: values.paymentPassword };
    try {
      const result = await transferUplineRequest({ ...request, clientKey: keyFor({ amount: request.amount }) });
      settle();
      form.reset();
      setDone(
        t('wallet.uplineDone', {
          amount: formatMoney(result.amount, i18n.language, { symbol }),
          upline: result.upline,
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'wallet.payment_password_invalid') {
        form.setError('paymentPassword', { message: 'errors.wallet.payment_password_invalid' }, { shouldFocus: true });
      } else setFormError(t(errorMessageKey(error)));
    } finally {
      await refreshWallet(queryClient);
    }
  });

  return (
    <Panel title={t('wallet.uplineTitle')}>
      <p className="mb-4 text-sm text-fg-muted">{t('wallet.uplineHint')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <Field
          label={t('wallet.amount')}
          error={errors.amount?.message}
          hint={
            main ? t('wallet.available', { amount: formatMoney(main.balance, i18n.language, { symbol }) }) : undefined
          }
        >
          {({ inputId, describedBy, invalid }) => (
            <AmountInput
              {...form.register('amount', {
                validate: amountRule({ min: UPLINE_MIN, available: main?.balance }, i18n.language),
              })}
              id={inputId}
              aria-describedby={describedBy}
              invalid={invalid}
              symbol={symbol}
              placeholder={formatMoney('0.00', i18n.language)}
            />
          )}
        </Field>
        <Field label={t('wallet.paymentPassword')} error={errors.paymentPassword?.message}>
          {({ inputId, describedBy, invalid }) => (
            <PasswordInput
              {...form.register('paymentPassword', { required: 'validation.required' })}
              id={inputId}
              aria-describedby={describedBy}
              invalid={invalid}
              start={<LockIcon size={18} />}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
            />
          )}
        </Field>
        <FormAlert>{formError}</FormAlert>
        {done ? (
          <p role="status" className="rounded-xl bg-success-soft px-3 py-2.5 text-sm font-medium text-success">
            {done}
          </p>
        ) : null}
        <SubmitButton loading={isSubmitting}>{t('wallet.uplineSubmit')}</SubmitButton>
      </form>
    </Panel>
  );
}
