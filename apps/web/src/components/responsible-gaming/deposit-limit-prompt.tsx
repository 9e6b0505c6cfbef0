import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RG_PERIODS, setRgLimit, type RgPeriod } from '@arcadia/contracts';
import { AmountField } from '@/components/money/amount-field';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess, SelectInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { errorMessageKey } from '@/i18n';
import { apiValue } from '@/lib/api-value';
import { normaliseAmount } from '@/lib/money';

type Values = { period: RgPeriod; amount: string };

/**
 * The brand's deposit-limit prompt (issue 30): at registration or before the first deposit, the
 * member is asked to set a deposit limit per 24 hours, 7 days or 30 days, and may skip. The money
 * texts must be loaded (the welcome and the deposit page load them).
 */
export function DepositLimitPrompt({ onDone }: { onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: { period: 'day', amount: '' } });
  const onSubmit = form.handleSubmit(async ({ period, amount }) => {
    setFormError('');
    try {
      const body = { kind: 'deposit' as const, period, amount: normaliseAmount(amount) };
      await apiValue(setRgLimit, { moduleId: 'responsible-gaming', body });
      setSaved(true);
      onDone(true);
    } catch (error) {
      setFormError(t(errorMessageKey(error)));
    }
  });
  if (saved) return <FormSuccess>{t('rg.promptSaved')}</FormSuccess>;
  return (
    <form
      noValidate
      aria-labelledby="deposit-limit-prompt-title"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-2/60 p-4 text-left"
    >
      <h3 id="deposit-limit-prompt-title" className="font-bold">
        {t('rg.promptTitle')}
      </h3>
      <p className="text-sm text-fg-muted">{t('rg.promptText')}</p>
      <FormField form={form} name="period" label={t('rg.periodLabel')} as={SelectInput}>
        {RG_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`rg.period.${p}`)}
          </option>
        ))}
      </FormField>
      <AmountField form={form} limits={{ min: '0.01' }} />
      <FormAlert>{formError}</FormAlert>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={() => onDone(false)}>
          {t('rg.promptSkip')}
        </Button>
        <SubmitButton loading={form.formState.isSubmitting}>{t('rg.saveLimit')}</SubmitButton>
      </div>
    </form>
  );
}
