import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, VIP_REVIEW_CYCLES, vipLevelInputSchema, type VipLevelInput } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, textOrNull, type FieldErrors } from '../../lib/form-errors';
import { VIP_LADDER_KEY, type AdminVipLevel, type Ladder } from './vip-ladder';

/** "RNG=0.80, LIVE=0.50" → { RNG: '0.80', LIVE: '0.50' } (the schema judges each part). */
const rates = (raw: FormDataEntryValue | null) =>
  Object.fromEntries(
    String(raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((entry) => entry.split('=').map((s) => s.trim()) as [string, string | undefined])
      .map(([key, value]) => [key, value ?? '']),
  );

/**
 * Add a VIP level or change one: rank, default name and each language's own (as stored: the
 * server answers them untranslated, so saving from a Portuguese console keeps the default), label
 * colours, growth to reach and to keep it with its review cycle, and its benefits. The server refuses a ladder whose
 * thresholds do not rise with the rank; its message is shown as it says it.
 */
export function VipLevelForm({ level, onDone }: { level: AdminVipLevel | null; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: VipLevelInput) =>
      level ? api<Ladder>('PUT', `/vip/levels/${level.id}`, body) : api<Ladder>('POST', '/vip/levels', body),
    onSuccess: (ladder) => {
      client.setQueryData(VIP_LADDER_KEY, ladder);
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkWith(
      vipLevelInputSchema,
      {
        rankLevel: numberOrNull(form.get('rankLevel')),
        name: form.get('name'),
        names: Object.fromEntries(LANGUAGES.map((l) => [l, String(form.get(`name-${l}`) ?? '')])),
        color: form.get('color'),
        color2: form.get('color2'),
        reachGrowth: form.get('reachGrowth'),
        keepGrowth: form.get('keepGrowth'),
        reviewCycle: form.get('reviewCycle'),
        rebateRates: rates(form.get('rebateRates')),
        pointsMultiplier: form.get('pointsMultiplier'),
        withdrawalDailyCount: numberOrNull(form.get('withdrawalDailyCount')),
        withdrawalDailyAmount: textOrNull(form.get('withdrawalDailyAmount')),
        levelUpReward: textOrNull(form.get('levelUpReward')) ?? '0',
        birthdayReward: textOrNull(form.get('birthdayReward')) ?? '0',
      },
      t,
    );
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  const b = level?.benefits;
  const input = (name: string, label: string, value: string | number | null | undefined, hint?: string) => (
    <Field label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      {(c) => <input {...c} name={name} className="field w-36" defaultValue={value ?? ''} />}
    </Field>
  );
  const titleId = level ? `vip-level-${level.id}` : 'vip-level-new';
  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold">
        {level ? t('vip.editLevel', { name: level.name }) : t('vip.newLevel')}
      </h2>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        {input('rankLevel', t('vip.rank'), level?.rankLevel)}
        {input('name', t('vip.defaultName'), level?.name)}
        <Field label={t('vip.color')} error={errors.color}>
          {(c) => (
            <input {...c} name="color" type="color" className="h-10 w-16" defaultValue={level?.color ?? '#7c3aed'} />
          )}
        </Field>
        <Field label={t('vip.color2')} error={errors.color2}>
          {(c) => (
            <input {...c} name="color2" type="color" className="h-10 w-16" defaultValue={level?.color2 ?? '#f3e8ff'} />
          )}
        </Field>
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <legend className="mb-2 font-semibold">{t('vip.names')}</legend>
        {LANGUAGES.map((l) => (
          <Field key={l} label={l.toUpperCase()} error={errors[`names.${l}`]}>
            {(c) => (
              <input
                {...c}
                name={`name-${l}`}
                className="field w-32"
                maxLength={30}
                defaultValue={level?.names[l] ?? ''}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <legend className="mb-2 font-semibold">{t('vip.thresholds')}</legend>
        {input('reachGrowth', t('vip.reachGrowth'), level?.reachGrowth ?? '0')}
        {input('keepGrowth', t('vip.keepGrowth'), level?.keepGrowth ?? '0')}
        <Field label={t('vip.reviewCycle')}>
          {(c) => (
            <select {...c} name="reviewCycle" className="field" defaultValue={level?.reviewCycle ?? 'month'}>
              {VIP_REVIEW_CYCLES.map((cycle) => (
                <option key={cycle} value={cycle}>
                  {t(`vip.cycles.${cycle}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <legend className="mb-2 font-semibold">{t('vip.benefits')}</legend>
        <Field
          label={t('vip.rebateRates')}
          error={Object.entries(errors).find(([k]) => k.startsWith('rebateRates'))?.[1]}
          hint={t('vip.rebateRatesHint')}
        >
          {(c) => (
            <input
              {...c}
              name="rebateRates"
              className="field w-56"
              defaultValue={Object.entries(b?.rebateRates ?? {})
                .map(([k, v]) => `${k}=${v}`)
                .join(', ')}
            />
          )}
        </Field>
        {input('pointsMultiplier', t('vip.pointsMultiplier'), b?.pointsMultiplier ?? '1')}
        {input(
          'withdrawalDailyCount',
          t('vip.withdrawalDailyCount'),
          b?.withdrawalDailyCount,
          t('vip.emptyBrandLimit'),
        )}
        {input(
          'withdrawalDailyAmount',
          t('vip.withdrawalDailyAmount'),
          b?.withdrawalDailyAmount,
          t('vip.emptyBrandLimit'),
        )}
        {input('levelUpReward', t('vip.levelUpReward'), b?.levelUpReward ?? '0')}
        {input('birthdayReward', t('vip.birthdayReward'), b?.birthdayReward ?? '0')}
      </fieldset>
      <div className="flex gap-2">
        <button className="btn-primary" disabled={save.isPending}>
          {level ? t('vip.save') : t('vip.addLevel')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('vip.cancel')}
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
