import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vipSettingsSchema } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, type FieldErrors } from '../../lib/form-errors';
import { VIP_LADDER_KEY, type Ladder, type VipSettings as Settings } from './vip-ladder';

/** What share of a deposit and of a valid bet counts as VIP growth, in percent. */
export function VipSettings({ initial, mayWrite }: { initial: Settings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: (next: Settings) => api<Ladder>('PUT', '/vip/settings', next),
    onSuccess: (ladder) => {
      client.setQueryData(VIP_LADDER_KEY, ladder);
      setDone(true);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const form = new FormData(event.currentTarget);
    const value = { depositWeight: form.get('depositWeight'), validBetWeight: form.get('validBetWeight') };
    const checked = checkWith(vipSettingsSchema, value, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-labelledby="vip-settings-title">
      <h2 id="vip-settings-title" className="text-xl font-bold">
        {t('vip.settings')}
      </h2>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={!mayWrite || save.isPending}>
        {(['depositWeight', 'validBetWeight'] as const).map((name) => (
          <Field key={name} label={t(`vip.${name}`)} error={errors[name]}>
            {(c) => <input {...c} name={name} className="field w-32" defaultValue={initial[name]} />}
          </Field>
        ))}
      </fieldset>
      {mayWrite && (
        <button className="btn-primary" disabled={save.isPending}>
          {t('vip.saveSettings')}
        </button>
      )}
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('vip.settingsSaved')}</p>}
    </form>
  );
}
