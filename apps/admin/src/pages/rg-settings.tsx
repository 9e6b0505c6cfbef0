import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RG_DEPOSIT_LIMIT_PROMPTS,
  RG_MINIMUM_AGES,
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_MINUTES,
  type RgBrandSettings,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../lib/api';

const PATH = '/responsible-gaming/settings';

/** The brand's responsible-gaming settings: read by everyone who reads members, changed with rg.settings. */
export function RgSettings({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['rg-settings'], queryFn: () => api<RgBrandSettings>('GET', PATH) });
  if (settings.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(settings.error)}
      </p>
    );
  if (!settings.data) return <p>{t('common.loading')}</p>;
  return <SettingsForm initial={settings.data} mayWrite={mayWrite} />;
}

function SettingsForm({ initial, mayWrite }: { initial: RgBrandSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: (next: RgBrandSettings) => api<RgBrandSettings>('PUT', PATH, next),
    onSuccess: (saved) => {
      client.setQueryData(['rg-settings'], saved);
      setDone(true);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const form = new FormData(event.currentTarget);
    const n = (name: string) => Number(form.get(name));
    save.mutate({
      minimumAge: n('minimumAge') === 21 ? 21 : 18,
      agreementTicked: form.get('agreementTicked') === 'on',
      depositLimitPrompt: form.get('depositLimitPrompt') as RgBrandSettings['depositLimitPrompt'],
      realityCheckMinutes: n('realityCheckMinutes'),
      realityCheckRange: { min: n('realityMin'), max: n('realityMax') },
      sessionLimitRange: { min: n('sessionMin'), max: n('sessionMax') },
    });
  };
  const minutes = (name: string, label: string, value: number, bounds: { min: number; max: number }) => (
    <label className="flex flex-col gap-1">
      {label}
      <input
        name={name}
        type="number"
        className="field w-32"
        required
        min={bounds.min}
        max={bounds.max}
        defaultValue={value}
      />
    </label>
  );
  return (
    <form className="card space-y-4" onSubmit={submit} aria-labelledby="rg-settings-title">
      <h2 id="rg-settings-title" className="text-xl font-bold">
        {t('rg.settings')}
      </h2>
      <fieldset className="flex flex-wrap items-end gap-4" disabled={!mayWrite || save.isPending}>
        <label className="flex flex-col gap-1">
          {t('rg.minimumAge')}
          <select name="minimumAge" className="field" defaultValue={initial.minimumAge}>
            {RG_MINIMUM_AGES.map((age) => (
              <option key={age} value={age}>
                {age}+
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2">
          <input type="checkbox" name="agreementTicked" defaultChecked={initial.agreementTicked} />
          {t('rg.agreementTicked')}
        </label>
        <label className="flex flex-col gap-1">
          {t('rg.depositLimitPrompt')}
          <select name="depositLimitPrompt" className="field" defaultValue={initial.depositLimitPrompt}>
            {RG_DEPOSIT_LIMIT_PROMPTS.map((p) => (
              <option key={p} value={p}>
                {t(`rg.prompts.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="flex flex-wrap items-end gap-4" disabled={!mayWrite || save.isPending}>
        <legend className="mb-2 font-semibold">{t('rg.realityCheck')}</legend>
        {minutes('realityCheckMinutes', t('rg.realityDefault'), initial.realityCheckMinutes, RG_REALITY_CHECK_MINUTES)}
        {minutes('realityMin', t('rg.rangeMin'), initial.realityCheckRange.min, RG_REALITY_CHECK_MINUTES)}
        {minutes('realityMax', t('rg.rangeMax'), initial.realityCheckRange.max, RG_REALITY_CHECK_MINUTES)}
      </fieldset>
      <fieldset className="flex flex-wrap items-end gap-4" disabled={!mayWrite || save.isPending}>
        <legend className="mb-2 font-semibold">{t('rg.sessionLimit')}</legend>
        {minutes('sessionMin', t('rg.rangeMin'), initial.sessionLimitRange.min, RG_SESSION_MINUTES)}
        {minutes('sessionMax', t('rg.rangeMax'), initial.sessionLimitRange.max, RG_SESSION_MINUTES)}
      </fieldset>
      {mayWrite && (
        <button className="btn-primary" disabled={save.isPending}>
          {t('rg.saveSettings')}
        </button>
      )}
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('rg.settingsSaved')}</p>}
    </form>
  );
}
