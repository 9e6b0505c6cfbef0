import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { FormField } from '@/components/ui/form-field';
import { amountRule, formatMoney, type AmountLimits } from '@/lib/money';

/**
 * The amount field of a money form (deposit, withdrawal, transfers): labelled "Amount", checked
 * against the page's limits (minimum, maximum, available balance), a zero placeholder in the
 * reader's language, and the currency symbol inside when the page gives one.
 */
export function AmountField<V extends FieldValues & { amount: string }>({
  form: anyForm,
  limits,
  hint,
  symbol,
  end,
}: {
  form: UseFormReturn<V>;
  limits: AmountLimits;
  hint?: ReactNode;
  symbol?: string;
  /** A control at the end of the input (the transfer's "Max"). */
  end?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const form = anyForm as unknown as UseFormReturn<{ amount: string }>;
  return (
    <FormField
      form={form}
      name="amount"
      label={t('wallet.amount')}
      hint={hint}
      rules={{ validate: amountRule(limits, i18n.language) }}
      as={AmountInput}
      symbol={symbol}
      placeholder={formatMoney('0.00', i18n.language)}
      end={end}
    />
  );
}
