import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { TextInput, type TextInputProps } from './form';
import { ToggleGroup } from './toggle-group';

/** A money input: the currency symbol inside, a decimal keypad on phones, no spinner arrows. */
export function AmountInput({ symbol, ...props }: Omit<TextInputProps, 'type' | 'start'> & { symbol?: string }) {
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      start={symbol ? <span className="text-sm font-bold">{symbol}</span> : undefined}
      className={cn('font-semibold tabular-nums', props.className)}
    />
  );
}

/** One-tap amounts (wire strings) under an amount input. */
export function QuickAmounts({
  amounts,
  onPick,
  current,
}: {
  amounts: readonly string[];
  onPick: (amount: string) => void;
  current?: string;
}) {
  const { i18n, t } = useTranslation();
  if (amounts.length === 0) return null;
  return (
    <ToggleGroup
      label={t('money.quickAmounts')}
      choices={amounts.map((amount) => ({
        value: amount,
        content: formatMoney(amount, i18n.language).replace(/[.,]00$/, ''),
      }))}
      value={current}
      onPick={onPick}
      className="flex flex-wrap gap-2"
      button={QUICK_AMOUNT}
    />
  );
}

const QUICK_AMOUNT = {
  className:
    'h-9 min-w-16 rounded-lg border px-3 text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-ring',
  on: 'border-brand bg-brand-soft text-brand-fg',
  off: 'border-line bg-surface-2/60 hover:border-fg-muted/40',
};
