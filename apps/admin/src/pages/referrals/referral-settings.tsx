import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralSettingsInputSchema, type ReferralSettings } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { contractResolver, errorAt, showServerErrors } from '../../lib/contract-form';

const SETTINGS_KEY = ['referral-settings'];
const AMOUNTS = ['registerReward', 'depositMin', 'depositReward', 'turnoverMin', 'turnoverReward'] as const;
type Values = ReferralSettings;

/** The brand's invite-friends programme: on or off (the REFERRAL3 flag) and each milestone's threshold and reward. */
export function ReferralSettingsForm({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api<ReferralSettings>('GET', '/referrals/settings'),
  });
  if (settings.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(settings.error)}
      </p>
    );
  if (!settings.data) return <p>{t('common.loading')}</p>;
  return <SettingsForm initial={settings.data} mayWrite={mayWrite} />;
}

function SettingsForm({ initial, mayWrite }: { initial: ReferralSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof referralSettingsInputSchema>>({
    defaultValues: initial,
    resolver: contractResolver(referralSettingsInputSchema, t, (v: Values) => v),
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof referralSettingsInputSchema>) =>
      api<ReferralSettings>('PUT', '/referrals/settings', body),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      setDone(true);
    },
    onError: (error) => showServerErrors(error, form.setError, t),
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
      aria-labelledby="referral-settings-title"
    >
      <h2 id="referral-settings-title" className="text-xl font-bold">
        {t('referrals.settings')}
      </h2>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={!mayWrite || save.isPending}>
        <label className="flex w-full items-center gap-2">
          <input type="checkbox" {...form.register('enabled')} />
          {t('referrals.enabled')}
        </label>
        {AMOUNTS.map((name) => (
          <Field key={name} label={t(`referrals.fields.${name}`)} error={errorAt(errors, name)}>
            {(c) => <input {...c} {...form.register(name)} className="field w-36" inputMode="decimal" />}
          </Field>
        ))}
      </fieldset>
      <p className="text-sm text-fg-muted">{t('referrals.zeroHint')}</p>
      {mayWrite && (
        <button className="btn-primary" disabled={save.isPending}>
          {t('referrals.save')}
        </button>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-danger">
          {t('form.fix')}
        </p>
      )}
      {save.isError && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('referrals.saved')}</p>}
    </form>
  );
}
