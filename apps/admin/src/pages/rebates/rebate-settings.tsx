import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REBATE_PERIOD_KINDS, rebateSettingsInputSchema, type RebateSettings } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { blankAsNull, contractResolver, errorAt } from '../../lib/contract-form';

const SETTINGS_KEY = ['rebate-settings'];
type Values = { enabled: boolean; periodKind: string; autoPay: boolean; minPayout: string; maxPayout: string };

/** The brand's rebate programme: offered or not, its period, paid by the schedule or claimed, and the limits of a line. */
export function RebateSettingsForm({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api<RebateSettings>('GET', '/rebates/settings') });
  if (settings.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(settings.error)}
      </p>
    );
  if (!settings.data) return <p>{t('common.loading')}</p>;
  return <SettingsForm initial={settings.data} mayWrite={mayWrite} />;
}

function SettingsForm({ initial, mayWrite }: { initial: RebateSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof rebateSettingsInputSchema>>({
    defaultValues: { ...initial, maxPayout: initial.maxPayout ?? '' },
    resolver: contractResolver(rebateSettingsInputSchema, t, (v: Values) => ({
      ...v,
      maxPayout: blankAsNull(v.maxPayout),
    })),
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof rebateSettingsInputSchema>) =>
      api<RebateSettings>('PUT', '/rebates/settings', body),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      setDone(true);
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form
      className="card space-y-3"
      onSubmit={(event) => {
        setDone(false);
        void submit(event);
      }}
      noValidate
      aria-labelledby="rebate-settings-title"
    >
      <h2 id="rebate-settings-title" className="text-xl font-bold">
        {t('rebates.settings')}
      </h2>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={!mayWrite || save.isPending}>
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" {...form.register('enabled')} />
          {t('rebates.enabled')}
        </label>
        <Field label={t('rebates.periodKind')} error={errorAt(errors, 'periodKind')}>
          {(c) => (
            <select {...c} {...form.register('periodKind')} className="field">
              {REBATE_PERIOD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`rebates.periods.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('rebates.minPayout')} error={errorAt(errors, 'minPayout')}>
          {(c) => <input {...c} {...form.register('minPayout')} className="field w-36" inputMode="decimal" />}
        </Field>
        <Field label={t('rebates.maxPayout')} error={errorAt(errors, 'maxPayout')} hint={t('rebates.maxPayoutHint')}>
          {(c) => <input {...c} {...form.register('maxPayout')} className="field w-36" inputMode="decimal" />}
        </Field>
        <label className="flex w-full items-center gap-2">
          <input type="checkbox" {...form.register('autoPay')} />
          {t('rebates.autoPay')}
        </label>
      </fieldset>
      {mayWrite && (
        <button className="btn-primary" disabled={save.isPending}>
          {t('rebates.save')}
        </button>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-danger">
          {t('form.fix')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('rebates.saved')}</p>}
    </form>
  );
}
