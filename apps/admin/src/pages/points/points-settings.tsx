import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsSettingsInputSchema, type PointsConfig, type PointsSettingsInput } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, type FieldErrors } from '../../lib/form-errors';
import { POINTS_CONFIG_KEY, usePointsConfig } from './points-config';

/** The brand's points: switched on or off, points per unit of money, the least converted, days to expiry. */
export function PointsSettings({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const config = usePointsConfig();
  if (config.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(config.error)}
      </p>
    );
  if (!config.data) return <p>{t('common.loading')}</p>;
  return <SettingsForm initial={config.data} mayWrite={mayWrite} />;
}

function SettingsForm({ initial, mayWrite }: { initial: PointsConfig; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: (next: PointsSettingsInput) => api<PointsConfig>('PUT', '/points/settings', next),
    onSuccess: (saved) => {
      client.setQueryData(POINTS_CONFIG_KEY, saved);
      setDone(true);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const form = new FormData(event.currentTarget);
    const checked = checkWith(
      pointsSettingsInputSchema,
      {
        enabled: form.get('enabled') === 'on',
        ratio: numberOrNull(form.get('ratio')),
        minConvert: numberOrNull(form.get('minConvert')),
        expiryDays: numberOrNull(form.get('expiryDays')),
      },
      t,
    );
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  const number = (name: keyof PointsSettingsInput, label: string, value: number, hint?: string) => (
    <Field label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      {(c) => <input {...c} name={name} type="number" className="field w-40" defaultValue={value} />}
    </Field>
  );
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-labelledby="points-settings-title">
      <h2 id="points-settings-title" className="text-xl font-bold">
        {t('points.settings')}
      </h2>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={!mayWrite || save.isPending}>
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" name="enabled" defaultChecked={initial.enabled} />
          {t('points.mallEnabled')}
        </label>
        {number('ratio', t('points.ratio', { currency: initial.currency }), initial.ratio)}
        {number(
          'minConvert',
          t('points.minConvert'),
          initial.minConvert,
          t('points.convertStep', { step: initial.convertStep }),
        )}
        {number('expiryDays', t('points.expiryDays'), initial.expiryDays)}
      </fieldset>
      {mayWrite && (
        <button className="btn-primary" disabled={save.isPending}>
          {t('points.saveSettings')}
        </button>
      )}
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('points.settingsSaved')}</p>}
    </form>
  );
}
