import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { maintenanceInputSchema, type MaintenanceSettingsInput, type SiteAccessSettings } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api } from '../../lib/api';
import { contractResolver, errorAt } from '../../lib/contract-form';
import { FormFrame, useFormFrame } from '../../components/form-frame';
import { settingsKey, settingsPath, type SitePartProps } from './settings-api';

type Values = { enabled: boolean; message: string; until: string };

/** An instant as a datetime-local input shows it: the operator's own clock, to the minute. */
function asLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The typed local time as an instant; what is not a time goes as typed, for the server to refuse. */
function asInstant(local: string): string | null {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** Maintenance: while on, the players' API answers 503 and the site shows the message and the end. */
export function SiteMaintenance({ status, brand, mayWrite }: SitePartProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { maintenance } = status;
  const form = useForm<Values, unknown, MaintenanceSettingsInput>({
    defaultValues: {
      enabled: maintenance.enabled,
      message: maintenance.message ?? '',
      until: asLocalInput(maintenance.until),
    },
    resolver: contractResolver(maintenanceInputSchema, t, (v: Values) => ({
      enabled: v.enabled,
      message: v.message.trim() === '' ? null : v.message,
      until: asInstant(v.until),
    })),
  });
  const frame = useFormFrame(
    form,
    (body: MaintenanceSettingsInput) => api<SiteAccessSettings>('PUT', settingsPath('maintenance', brand), body),
    (saved) => client.setQueryData(settingsKey('site-status', brand), saved),
    t('settings.saved'),
    mayWrite ? t('settings.site.saveMaintenance') : null,
  );
  const errors = form.formState.errors;
  return (
    <FormFrame
      id="maintenance-title"
      title={t('settings.site.maintenance')}
      help={t('settings.site.maintenanceHelp')}
      {...frame}
    >
      <label className="flex items-center gap-2">
        <input type="checkbox" {...form.register('enabled')} />
        {t('settings.site.maintenanceOn')}
      </label>
      <Field
        label={t('settings.site.message')}
        error={errorAt(errors, 'message')}
        hint={t('settings.site.messageHint')}
      >
        {(c) => <textarea {...c} {...form.register('message')} className="field w-full max-w-xl" rows={3} />}
      </Field>
      <Field label={t('settings.site.until')} error={errorAt(errors, 'until')} hint={t('settings.site.untilHint')}>
        {(c) => <input {...c} {...form.register('until')} type="datetime-local" className="field w-60" />}
      </Field>
    </FormFrame>
  );
}
