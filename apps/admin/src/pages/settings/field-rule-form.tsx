import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  PATTERN_ID_MAX,
  fieldRuleInputSchema,
  type FieldRuleInput,
  type FieldSetting,
  type RegisterSettingEntry,
  type RegisterType,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api } from '../../lib/api';
import { contractResolver, errorAt } from '../../lib/contract-form';
import { SaveOutcome, useSave } from '../../components/form-footer';
import { settingsKey, settingsPath, type BrandChoice } from './settings-api';

type Values = {
  enabled: boolean;
  required: boolean;
  minLength: string;
  maxLength: string;
  patternId: string;
  acceptedPattern: string;
};

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One registration field's rule: shown or not, required, its lengths, a built-in pattern or the brand's own. */
export function FieldRuleForm({
  registerType,
  setting,
  brand,
  onClose,
}: {
  registerType: RegisterType;
  setting: FieldSetting;
  brand: BrandChoice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values, unknown, FieldRuleInput>({
    defaultValues: {
      enabled: setting.enabled,
      required: setting.required,
      minLength: String(setting.minLength),
      maxLength: String(setting.maxLength),
      patternId: setting.patternId === null ? '' : String(setting.patternId),
      acceptedPattern: setting.acceptedPattern,
    },
    resolver: contractResolver(fieldRuleInputSchema, t, (v: Values) => ({
      enabled: v.enabled,
      required: v.required,
      minLength: whole(v.minLength),
      maxLength: whole(v.maxLength),
      patternId: v.patternId.trim() === '' ? null : Number(v.patternId),
      acceptedPattern: v.acceptedPattern,
    })),
  });
  const path = settingsPath(`registration-fields/${registerType}/${setting.field}`, brand);
  const { mutation, outcome } = useSave(
    (body: FieldRuleInput) => api<RegisterSettingEntry[]>('PUT', path, body),
    form.setError,
    (saved) => client.setQueryData(settingsKey('registration-fields', brand), saved),
  );
  const errors = form.formState.errors;
  const title = t('settings.registration.editing', { field: t(`settings.registration.fields.${setting.field}`) });
  return (
    <form
      className="card space-y-3"
      aria-label={title}
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => mutation.mutate(body))(event)}
    >
      <h3 className="text-lg font-bold">{title}</h3>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={mutation.isPending}>
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" {...form.register('enabled')} />
          {t('settings.registration.shown')}
        </label>
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" {...form.register('required')} />
          {t('settings.registration.required')}
        </label>
        <Field label={t('settings.registration.minLength')} error={errorAt(errors, 'minLength')}>
          {(c) => <input {...c} {...form.register('minLength')} className="field w-24" inputMode="numeric" />}
        </Field>
        <Field label={t('settings.registration.maxLength')} error={errorAt(errors, 'maxLength')}>
          {(c) => <input {...c} {...form.register('maxLength')} className="field w-24" inputMode="numeric" />}
        </Field>
        <Field
          label={t('settings.registration.patternId')}
          error={errorAt(errors, 'patternId')}
          hint={t('settings.registration.patternIdHint', { max: PATTERN_ID_MAX })}
        >
          {(c) => <input {...c} {...form.register('patternId')} className="field w-24" inputMode="numeric" />}
        </Field>
        <Field
          label={t('settings.registration.acceptedPattern')}
          error={errorAt(errors, 'acceptedPattern')}
          hint={t('settings.registration.acceptedPatternHint')}
        >
          {(c) => <input {...c} {...form.register('acceptedPattern')} className="field w-72 font-mono" />}
        </Field>
      </fieldset>
      <div className="flex gap-2">
        <button className="btn-primary" disabled={mutation.isPending}>
          {t('settings.registration.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('settings.close')}
        </button>
      </div>
      <SaveOutcome invalid={Object.keys(errors).length > 0} outcome={outcome} doneText={t('settings.saved')} />
    </form>
  );
}
