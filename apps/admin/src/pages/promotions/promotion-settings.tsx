import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionSettingsSchema } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, type FieldErrors } from '../../lib/form-errors';

type Settings = z.infer<typeof promotionSettingsSchema>;
const PATH = '/promotions/settings';

/** The brand's cap on the wagering multiple an activity may ask (UK: 10× from January 2026). */
export function PromotionSettings({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const settings = useQuery({ queryKey: ['promotion-settings'], queryFn: () => api<Settings>('GET', PATH) });
  const save = useMutation({
    mutationFn: (next: Settings) => api<Settings>('PUT', PATH, next),
    onSuccess: (saved) => {
      client.setQueryData(['promotion-settings'], saved);
      setDone(true);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const form = new FormData(event.currentTarget);
    const checked = checkWith(promotionSettingsSchema, { maxWageringMultiple: numberOrNull(form.get('max')) }, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  if (settings.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(settings.error)}
      </p>
    );
  if (!settings.data) return <p>{t('common.loading')}</p>;
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-labelledby="promotion-settings-title">
      <h2 id="promotion-settings-title" className="text-xl font-bold">
        {t('promotions.settings')}
      </h2>
      <fieldset className="flex flex-wrap items-end gap-3" disabled={!mayWrite || save.isPending}>
        <Field label={t('promotions.maxWagering')} error={errors.maxWageringMultiple}>
          {(c) => (
            <input
              {...c}
              name="max"
              type="number"
              className="field w-32"
              defaultValue={settings.data.maxWageringMultiple}
            />
          )}
        </Field>
        {mayWrite && <button className="btn-primary">{t('promotions.saveSettings')}</button>}
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('promotions.settingsSaved')}</p>}
    </form>
  );
}
