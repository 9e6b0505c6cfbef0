import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, REWARD_KINDS, rewardInputSchema, type AdminReward, type Language } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, textOrNull, type FieldErrors } from '../../lib/form-errors';

/** Stock is set when a reward is added; afterwards it moves only through the stock call. */
const updateSchema = rewardInputSchema.omit({ stock: true });

/**
 * Add a reward or change one: name and description one language at a time (English is the
 * fallback and required), image address, price in points, stock (when added), the limit per
 * member, physical or digital, the VIP level it needs, shown or hidden, and its place.
 */
export function RewardForm({ reward, onDone }: { reward: AdminReward | null; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: object) =>
      reward
        ? api<AdminReward>('PUT', `/points/rewards/${reward.id}`, body)
        : api<AdminReward>('POST', '/points/rewards', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['points-rewards'] });
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = {
      texts: { ...reward?.texts, [language]: { name: form.get('name'), description: form.get('description') } },
      imageUrl: textOrNull(form.get('imageUrl')),
      price: numberOrNull(form.get('price')),
      ...(reward ? {} : { stock: numberOrNull(form.get('stock')) }),
      limitPerMember: numberOrNull(form.get('limitPerMember')),
      kind: form.get('kind'),
      vipLevel: numberOrNull(form.get('vipLevel')) ?? 0,
      enabled: form.get('enabled') === 'on',
      sort: numberOrNull(form.get('sort')) ?? 0,
    };
    const checked = reward ? checkWith(updateSchema, value, t) : checkWith(rewardInputSchema, value, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  const texts = reward?.texts[language];
  const number = (name: string, label: string, value: number | null | undefined, hint?: string) => (
    <Field label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      {(c) => <input {...c} name={name} type="number" className="field w-32" defaultValue={value ?? ''} />}
    </Field>
  );
  const titleId = reward ? `reward-edit-${reward.id}` : 'reward-new';
  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-bold">
        {reward ? t('points.editReward', { id: reward.id }) : t('points.newReward')}
      </h3>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending} key={language}>
        <Field label={t('points.textLanguage')}>
          {(c) => (
            <select {...c} className="field" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('points.name')} error={errors[`texts.${language}.name`] ?? errors.texts}>
          {(c) => <input {...c} name="name" className="field" maxLength={80} defaultValue={texts?.name ?? ''} />}
        </Field>
        <Field label={t('points.description')} error={errors[`texts.${language}.description`]} className="grow">
          {(c) => (
            <input
              {...c}
              name="description"
              className="field"
              maxLength={500}
              defaultValue={texts?.description ?? ''}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <Field label={t('points.kind')}>
          {(c) => (
            <select {...c} name="kind" className="field" defaultValue={reward?.kind ?? 'physical'}>
              {REWARD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`points.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {number('price', t('points.price'), reward?.price)}
        {!reward && number('stock', t('points.stock'), 0)}
        {number('limitPerMember', t('points.limitPerMember'), reward?.limitPerMember, t('points.emptyNoLimit'))}
        {number('vipLevel', t('points.vipLevel'), reward?.vipLevel ?? 0)}
        {number('sort', t('points.sort'), reward?.sort ?? 0)}
        <Field label={t('points.imageUrl')} error={errors.imageUrl} className="grow">
          {(c) => (
            <input {...c} name="imageUrl" className="field" maxLength={500} defaultValue={reward?.imageUrl ?? ''} />
          )}
        </Field>
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" name="enabled" defaultChecked={reward?.enabled ?? true} />
          {t('points.enabled')}
        </label>
      </fieldset>
      <div className="flex gap-2">
        <button className="btn-primary" disabled={save.isPending}>
          {reward ? t('points.save') : t('points.addReward')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('points.cancel')}
        </button>
      </div>
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
