import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/i18n';
import { useClientKey } from '@/lib/client-key';
import { placeServerErrors } from '@/lib/form-errors';
import { PasswordField } from '@/components/ui/password-field';
import type { AmountLimits } from '@/lib/money';
import { AmountField } from './amount-field';

/** The values a money form holds: an amount (wire string) and the six-digit payment password. */
export type AmountPasswordValues = { amount: string; paymentPassword: string };

/** Where a failed money request's codes belong in this group (for placeServerErrors). */
export const AMOUNT_PASSWORD_CODES = { 'wallet.payment_password_invalid': 'paymentPassword' } as const;

/**
 * An amount and the payment password, as the withdrawal, transfer and upline forms ask for them:
 * the amount checked against the page's limits (minimum, maximum, available balance), the
 * password required.
 */
export function AmountPasswordFields<V extends FieldValues & AmountPasswordValues>({
  form: anyForm,
  limits,
  symbol,
  hint,
}: {
  form: UseFormReturn<V>;
  limits: AmountLimits;
  symbol: string;
  hint?: ReactNode;
}) {
  const form = anyForm as unknown as UseFormReturn<AmountPasswordValues>;
  return (
    <>
      <AmountField form={form} limits={limits} hint={hint} symbol={symbol} />
      <PaymentPasswordField form={form} />
    </>
  );
}

/** The six-digit payment password every money form asks for (field `paymentPassword`), required. */
export function PaymentPasswordField<V extends FieldValues & { paymentPassword: string }>({
  form: anyForm,
}: {
  form: UseFormReturn<V>;
}) {
  const { t } = useTranslation();
  const form = anyForm as unknown as UseFormReturn<{ paymentPassword: string }>;
  return (
    <PasswordField
      form={form}
      name="paymentPassword"
      label={t('wallet.paymentPassword')}
      rules={{ required: 'validation.required' }}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
    />
  );
}

/**
 * The state of a form that moves money with an amount and the payment password: the form, its
 * error and success lines, and `submit`, which sends with an idempotency key (the same one again
 * when the same request is retried), clears the form on success and says what happened, puts a
 * wrong payment password under its field, and always runs `after` (refresh the balances).
 */
export function useAmountPasswordForm() {
  const { t } = useTranslation();
  const { keyFor, settle } = useClientKey();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AmountPasswordValues>({ defaultValues: { amount: '', paymentPassword: '' } });

  const submit = (
    send: (values: AmountPasswordValues, keyFor: (request: unknown) => string) => Promise<string>,
    after: () => Promise<unknown>,
  ) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      setDone(null);
      try {
        const message = await send(values, keyFor);
        settle();
        form.reset();
        setDone(message);
      } catch (error) {
        if (!placeServerErrors(form, error, { codes: AMOUNT_PASSWORD_CODES })) setFormError(t(errorMessageKey(error)));
      } finally {
        await after();
      }
    });

  return { form, formError, setFormError, done, setDone, submit };
}
