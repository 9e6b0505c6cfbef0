import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  capAt,
  capTierFromText,
  DIVIDEND_PERIODS,
  percentOfBp,
  readableTiers,
  type ContractKindName,
} from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { SelectInput } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { isTiered, THRESHOLDS } from './contract-kinds';
import { emptyTier, type OwnTerms, type TermsValues } from './terms-schema';

const MAX_TIERS = 10;

/**
 * The terms a form proposes: a tiered kind's tiers (add, remove; beside each rate, the agent's own
 * rate where that tier's thresholds are met, the cap it may not pass) and a dividend's period, or
 * a real-time salary's rates. The form owning these fields holds them under the same names.
 * `fixedPeriod`: the dividend's period is not the form's to choose (an offer to a downline takes
 * the agent's own, as the server does: a chain settles on its topmost contract's period), shown
 * as text instead.
 */
export function TermsFields<V extends TermsValues>({
  kind,
  form: anyForm,
  own,
  fixedPeriod,
}: {
  kind: ContractKindName;
  form: UseFormReturn<V>;
  own: OwnTerms;
  fixedPeriod?: TermsValues['period'] | undefined;
}) {
  // The fields live at the same paths in every form that has them: typed as the terms' form here.
  const form = anyForm as unknown as UseFormReturn<TermsValues>;
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tiers' });
  const tiers = useWatch({ control: form.control, name: 'tiers' });
  if (!isTiered(kind)) {
    const cap = own?.realTime;
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          form={form}
          name="profitRate"
          label={t('contracts.profitRate')}
          inputMode="decimal"
          hint={cap ? t('contracts.capHint', { cap: cap.profitRate }) : undefined}
        />
        <FormField
          form={form}
          name="lossRate"
          label={t('contracts.lossRate')}
          inputMode="decimal"
          hint={cap ? t('contracts.capHint', { cap: cap.lossRate }) : undefined}
        />
        <FormField form={form} name="minSingleBet" label={t('contracts.minSingleBet')} inputMode="decimal" />
      </div>
    );
  }
  const thresholds = THRESHOLDS[kind];
  return (
    <div className="space-y-3">
      {kind === 'dividend' && fixedPeriod ? (
        <div className="text-sm" data-testid="dividend-period">
          <p>
            <span className="font-semibold">{t('contracts.period.label')}: </span>
            {t(`contracts.period.${fixedPeriod}`)}
          </p>
          <p className="text-xs text-fg-muted">{t('contracts.period.inherited')}</p>
        </div>
      ) : kind === 'dividend' ? (
        <FormField form={form} name="period" label={t('contracts.period.label')} as={SelectInput}>
          {DIVIDEND_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`contracts.period.${p}`)}
            </option>
          ))}
        </FormField>
      ) : null}
      <ol className="space-y-2">
        {fields.map((field, i) => {
          const tier = own?.tiers && tiers[i] ? capTierFromText(tiers[i]) : null;
          const cap = own?.tiers && tier ? percentOfBp(capAt(readableTiers(own.tiers), tier)) : null;
          return (
            <li key={field.id} className="rounded-xl border border-line bg-surface p-3">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-xs font-semibold text-fg-muted">{t('contracts.tier', { n: i + 1 })}</span>
                {fields.length > 1 ? (
                  <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                    {t('contracts.removeTier', { n: i + 1 })}
                  </Button>
                ) : null}
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                {thresholds.map((name) => (
                  <FormField
                    key={name}
                    form={form}
                    name={`tiers.${i}.${name}`}
                    label={t(`contracts.${name}`)}
                    inputMode={name === 'minActiveMembers' ? 'numeric' : 'decimal'}
                    placeholder={t('contracts.any')}
                  />
                ))}
                <FormField
                  form={form}
                  name={`tiers.${i}.rate`}
                  label={t('contracts.rate')}
                  inputMode="decimal"
                  hint={cap !== null ? t('contracts.capHint', { cap }) : undefined}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {fields.length < MAX_TIERS ? (
        <Button size="sm" variant="outline" onClick={() => append(emptyTier())}>
          {t('contracts.addTier')}
        </Button>
      ) : null}
    </div>
  );
}
