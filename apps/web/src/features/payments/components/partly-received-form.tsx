import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@arcadia/contracts';
import { AmountInput } from '@/components/ui/amount-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { amountRule, checkAmount, formatMoney, normaliseAmount, toMinor, toWireAmount } from '@/lib/money';

type Values = { received: string };

/**
 * "Partly received": the amount that arrived, less than the whole withdrawal. The rest still
 * missing shows under the field as the member types; `onConfirm` gets the amount as the wire wants it.
 */
export function PartlyReceivedForm({
  id,
  withdrawal,
  busy,
  onConfirm,
}: {
  id: string;
  withdrawal: Withdrawal;
  busy: boolean;
  onConfirm: (receivedAmount: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<Values>({ defaultValues: { received: '' } });
  const received = useWatch({ control: form.control, name: 'received' });
  // Something arrived, but less than the whole withdrawal.
  const max = toWireAmount(toMinor(withdrawal.amount) - 1n);
  const rest =
    received.trim() && !checkAmount(received) ? toMinor(withdrawal.amount) - toMinor(normaliseAmount(received)) : null;
  const remaining = rest !== null && rest > 0n ? formatMoney(rest, i18n.language) : null;
  const submit = form.handleSubmit((values) => onConfirm(normaliseAmount(values.received)));

  return (
    <div id={id} className="flex flex-col gap-3 rounded-xl bg-surface-2/60 p-3">
      <FormField
        form={form}
        name="received"
        label={t('withdraw.receivedAmount')}
        rules={{ validate: amountRule({ max }, i18n.language) }}
        hint={remaining ? t('withdraw.remaining', { amount: remaining }) : undefined}
        as={AmountInput}
        placeholder={formatMoney('0.00', i18n.language)}
      />
      <Button size="sm" className="self-start" onClick={() => void submit()} disabled={busy}>
        {busy ? <Spinner /> : null}
        {t('withdraw.confirmPartly')}
      </Button>
    </div>
  );
}
