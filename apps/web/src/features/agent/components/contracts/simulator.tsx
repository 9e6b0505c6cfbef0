import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ContractKindName } from '@arcadia/contracts';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { placeServerErrors } from '@/lib/form-errors';
import { simulate, type SimulateBody } from '../../api/contracts-api';
import { periodLabel } from './contract-kinds';
import { TermsFields } from './terms-fields';
import { emptyTerms, termsBody, termsSchema, type TermsValues } from './terms-schema';

const LineChart = lazy(() => import('../line-chart'));
type Result = Awaited<ReturnType<typeof simulate>>;

/**
 * "What I will earn": the agent proposes terms and sees what they would have paid over its team's
 * last 30 days (before accepting an offer, or to weigh what to ask its upline for). Nothing is saved.
 */
export function Simulator({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const schema = useMemo(() => termsSchema(kind, null), [kind]);
  const form = useForm<TermsValues>({
    resolver: zodResolver(schema) as unknown as Resolver<TermsValues>,
    defaultValues: emptyTerms(),
  });
  const [result, setResult] = useState<Result | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setResult(await simulate({ kind, ...termsBody(kind, values) } as SimulateBody));
    } catch (error) {
      const fields = values.tiers.map((_, i) => `tiers.${i}.rate` as const);
      if (!placeServerErrors(form, error, { fields })) setFormError(t(errorMessageKey(error)));
    }
  });

  const paying = result?.periods.filter((p) => Number(p.amount) > 0) ?? [];
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">{t('contracts.simIntro')}</p>
      <form
        noValidate
        aria-label={t('contracts.tabs.simulator')}
        className="space-y-3"
        onSubmit={(event) => void onSubmit(event)}
      >
        <TermsFields kind={kind} form={form} own={null} />
        <FormAlert>{formError}</FormAlert>
        <SubmitButton loading={form.formState.isSubmitting} className="sm:w-auto">
          {t('contracts.simulate')}
        </SubmitButton>
      </form>
      {result ? (
        <section aria-live="polite" className="space-y-3" data-testid="simulation">
          <p className="rounded-xl border border-line bg-surface p-3 text-lg font-bold tabular-nums">
            {t('contracts.simTotal', { total: result.total, from: result.fromDay, to: result.toDay })}
          </p>
          <Suspense fallback={null}>
            <LineChart
              title={t('contracts.simChart')}
              days={result.periods.map((p) => periodLabel(p.key))}
              values={result.periods.map((p) => Number(p.amount))}
            />
          </Suspense>
          {paying.length > 0 ? (
            <>
              <h3 className="text-sm font-semibold">{t('contracts.simPeriods')}</h3>
              <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                {paying.map((p) => (
                  <li key={p.key} className="flex justify-between rounded-lg bg-surface-2/60 px-3 py-2 tabular-nums">
                    <span>{periodLabel(p.key)}</span>
                    <span>
                      {p.amount} <span className="text-fg-muted">({p.rate} %)</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
