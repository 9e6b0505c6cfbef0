import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  amountInputSchema,
  RG_LIMIT_KINDS,
  rgPeriodSchema,
  setRgLimitSchema,
  type RgLimitView,
  type RgState,
} from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess, SelectInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { useRgBrandSettings } from '@/lib/site/rg-brand-settings';
import type { RgRequests } from '../api/rg-api';
import { timeLeft, useNow } from './countdown';
import { rgErrorText } from './rg-error';

/** The form's fields: money limits take an amount, the session limit minutes; empty removes the limit. */
const formSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: rgPeriodSchema,
  value: z.union([z.literal(''), amountInputSchema]),
});
type Values = z.infer<typeof formSchema>;

/** The request the contract takes for these values (null: remove), checked by its own schema. */
function requestOf(values: Values) {
  const value = values.value === '' ? null : values.value;
  const body =
    values.kind === 'session'
      ? { kind: 'session', period: 'none', minutes: value === null ? null : Number(value) }
      : { kind: values.kind, period: values.kind === 'stake' ? 'none' : values.period, amount: value };
  return setRgLimitSchema.safeParse(body);
}

export function LimitsSection({ state, requests }: { state: RgState; requests: RgRequests }) {
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');
  const form = useForm<Values>({
    resolver: zodResolver(formSchema) as unknown as Resolver<Values>,
    defaultValues: { kind: 'loss', period: 'day', value: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const sessionRange = useRgBrandSettings().settings.sessionLimitRange;
  const perPeriod = kind === 'deposit' || kind === 'loss' || kind === 'wager';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError('');
    setDone('');
    const request = requestOf(values);
    if (!request.success) {
      form.setError('value', { message: 'validation.invalid' });
      return;
    }
    try {
      await requests.setLimit(request.data);
      setDone(t('rg.saved'));
    } catch (error) {
      setFormError(rgErrorText(t, error, i18n.language));
    }
  });

  return (
    <Panel title={t('rg.limitsTitle')}>
      <p className="mb-4 text-sm text-fg-muted">{t('rg.limitsHint')}</p>
      <LimitList limits={state.limits} requests={requests} onError={setFormError} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-4">
        <FormField form={form} name="kind" label={t('rg.kindLabel')} as={SelectInput}>
          {RG_LIMIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rg.kind.${k}`)}
            </option>
          ))}
        </FormField>
        {perPeriod ? (
          <FormField form={form} name="period" label={t('rg.periodLabel')} as={SelectInput}>
            {(['day', 'week', 'month'] as const).map((p) => (
              <option key={p} value={p}>
                {t(`rg.period.${p}`)}
              </option>
            ))}
          </FormField>
        ) : null}
        <FormField
          form={form}
          name="value"
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          label={kind === 'session' ? t('rg.minutesLabel') : t('rg.amountLabel')}
          hint={kind === 'session' ? t('rg.minutesHint', sessionRange) : t('rg.amountHint')}
        />
        <FormAlert>{formError}</FormAlert>
        <FormSuccess>{done}</FormSuccess>
        <SubmitButton loading={form.formState.isSubmitting}>{t('rg.saveLimit')}</SubmitButton>
      </form>
    </Panel>
  );
}

function LimitList({
  limits,
  requests,
  onError,
}: {
  limits: RgLimitView[];
  requests: RgRequests;
  onError: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (limits.length === 0) return <p className="text-sm text-fg-muted">{t('rg.noLimits')}</p>;
  const confirm = (limit: RgLimitView) =>
    requests
      .confirmLimit({ kind: limit.kind, period: limit.period })
      .catch((error: unknown) => onError(rgErrorText(t, error, i18n.language)));
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
      {limits.map((limit) => (
        <li key={`${limit.kind}-${limit.period}`} className="flex flex-wrap items-center gap-2 px-3 py-2.5 text-sm">
          <span className="font-semibold">
            {t(`rg.kind.${limit.kind}`)}
            {limit.period === 'none' ? '' : ` · ${t(`rg.period.${limit.period}`)}`}
          </span>
          <span className="ml-auto tabular-nums">
            {limit.kind === 'session'
              ? t('rg.minutesValue', { minutes: limit.value })
              : formatMoney(limit.value, i18n.language)}
          </span>
          {limit.pending ? (
            <span className="flex w-full items-center gap-2 text-xs text-fg-muted">
              {limit.pending.value === null
                ? t('rg.pendingRemoval')
                : t('rg.pendingRaise', {
                    value:
                      limit.kind === 'session'
                        ? t('rg.minutesValue', { minutes: limit.pending.value })
                        : formatMoney(limit.pending.value, i18n.language),
                  })}
              {limit.pending.confirmable ? (
                <Button size="sm" variant="outline" className="ml-auto" onClick={() => void confirm(limit)}>
                  {t('rg.confirm')}
                </Button>
              ) : (
                <span className="ml-auto">{t('rg.confirmIn', timeLeft(limit.pending.confirmableAt, now))}</span>
              )}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
