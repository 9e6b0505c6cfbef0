import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn, Validate } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { PasswordInput } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { LockIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';

/** The values a money form holds: an amount (wire string) and the six-digit payment password. */
export type AmountPasswordValues = { amount: string; paymentPassword: string };

/** Where a failed money request's codes belong in this group (for placeServerErrors). */
export const AMOUNT_PASSWORD_CODES = { 'wallet.payment_password_invalid': 'paymentPassword' } as const;

/**
 * An amount and the payment password, as the withdrawal, transfer and upline forms ask for them:
 * the amount checked by the page's rule (limits, available balance), the password required.
 */
export function AmountPasswordFields<V extends FieldValues & AmountPasswordValues>({
  form: anyForm,
  validateAmount,
  symbol,
  hint,
}: {
  form: UseFormReturn<V>;
  validateAmount: Validate<string, AmountPasswordValues>;
  symbol: string;
  hint?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const form = anyForm as unknown as UseFormReturn<AmountPasswordValues>;
  return (
    <>
      <FormField
        form={form}
        name="amount"
        label={t('wallet.amount')}
        hint={hint}
        rules={{ validate: validateAmount }}
        as={AmountInput}
        symbol={symbol}
        placeholder={formatMoney('0.00', i18n.language)}
      />
      <FormField
        form={form}
        name="paymentPassword"
        label={t('wallet.paymentPassword')}
        rules={{ required: 'validation.required' }}
        as={PasswordInput}
        start={<LockIcon size={18} />}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
    </>
  );
}
