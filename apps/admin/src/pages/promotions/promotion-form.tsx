import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  activityDefinitionSchema,
  LANGUAGES,
  PROMOTION_CATEGORIES,
  type ActivityDefinition,
  type AdminActivity,
  type Language,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, type FieldErrors } from '../../lib/form-errors';
import { PromotionRuleFields } from './promotion-rule-fields';
import { definitionFrom, localInput } from './promotion-values';

/**
 * Create an activity (a draft until published) or change one: its category, texts in one language
 * at a time, schedule, audience, trigger, reward and wagering, checked with the shared schema
 * before it is sent; the server's refusal (the brand's wagering cap, say) is shown as it says it.
 */
export function PromotionForm({ activity, onDone }: { activity: AdminActivity | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const firstLanguage = (Object.keys(activity?.content ?? {})[0] ?? i18n.language) as Language;
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(firstLanguage) ? firstLanguage : 'en',
  );
  const save = useMutation({
    mutationFn: (definition: ActivityDefinition) =>
      activity
        ? api<AdminActivity>('PUT', `/promotions/${activity.id}`, definition)
        : api<AdminActivity>('POST', '/promotions', definition),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['promotions'] });
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkWith(activityDefinitionSchema, definitionFrom(new FormData(event.currentTarget), activity), t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  const texts = activity?.content[language];
  const textError = (field: string) =>
    errors[`content.${language}.${field}`] ?? (field === 'title' ? errors.content : undefined);
  const titleId = activity ? `promotion-edit-${activity.id}` : 'promotion-new';
  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold">
        {activity ? t('promotions.editTitle', { id: activity.id }) : t('promotions.newTitle')}
      </h2>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <Field label={t('promotions.category')} error={errors.category}>
          {(c) => (
            <select {...c} name="category" className="field" defaultValue={activity?.category ?? 'deposit'}>
              {PROMOTION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`promotions.categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('promotions.textLanguage')}>
          {(c) => (
            <select
              {...c}
              name="textLanguage"
              className="field"
              value={language}
              onChange={(e) => setLanguage(e.target.value as Language)}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Keyed by language: switching shows that language's texts instead of carrying the last one's over. */}
        <Field key={`title-${language}`} label={t('promotions.titleField')} error={textError('title')} className="grow">
          {(c) => <input {...c} name="title" className="field" maxLength={80} defaultValue={texts?.title ?? ''} />}
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2" disabled={save.isPending} key={`texts-${language}`}>
        <Field label={t('promotions.summary')} error={textError('summary')}>
          {(c) => <textarea {...c} name="summary" className="field" rows={2} defaultValue={texts?.summary ?? ''} />}
        </Field>
        <Field label={t('promotions.rules')} error={textError('rules')}>
          {(c) => <textarea {...c} name="rules" className="field" rows={2} defaultValue={texts?.rules ?? ''} />}
        </Field>
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <legend className="mb-2 font-semibold">{t('promotions.schedule')}</legend>
        <Field label={t('promotions.startsAt')} error={errors.startsAt}>
          {(c) => (
            <input
              {...c}
              type="datetime-local"
              name="startsAt"
              className="field"
              defaultValue={localInput(activity?.startsAt)}
            />
          )}
        </Field>
        <Field label={t('promotions.endsAt')} error={errors.endsAt} hint={t('promotions.endsAtHint')}>
          {(c) => (
            <input
              {...c}
              type="datetime-local"
              name="endsAt"
              className="field"
              defaultValue={localInput(activity?.endsAt)}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1">
          <span>{t('promotions.languages')}</span>
          <div className="flex flex-wrap gap-3 pt-2">
            {LANGUAGES.map((l) => (
              <label key={l} className="flex items-center gap-1">
                <input type="checkbox" name="languages" value={l} defaultChecked={activity?.languages.includes(l)} />
                {l.toUpperCase()}
              </label>
            ))}
          </div>
          <span className="text-xs text-fg-muted">{t('promotions.languagesHint')}</span>
        </div>
      </fieldset>
      <PromotionRuleFields activity={activity} errors={errors} disabled={save.isPending} />
      <div className="flex flex-wrap gap-2">
        <button className="btn-primary" disabled={save.isPending}>
          {activity ? t('promotions.save') : t('promotions.create')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('promotions.cancel')}
        </button>
      </div>
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
    </form>
  );
}
