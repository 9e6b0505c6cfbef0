import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminActivity, AdminRaffle } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import type { FieldErrors } from '../../lib/form-errors';
import { api } from '../../lib/api';
import { RAFFLES_KEY } from '../raffles/raffle-form';
import { percentOf } from './promotion-values';

const TRIGGER_KINDS = ['deposit', 'registration', 'application', 'code', 'turnover', 'loss'] as const;
const REWARD_KINDS = ['fixed', 'percent', 'points', 'raffle_tickets'] as const;
const TURNOVER_PERIODS = ['day', 'week', 'month', 'window'] as const;
const LOSS_PERIODS = ['day', 'week', 'month'] as const;
const DEPOSIT_WHICH = ['first', 'nth', 'any'] as const;
const REPEATS = ['once', 'daily', 'weekly', 'each'] as const;

/** Who may take part, what starts it, what it pays and the wagering on it: the activity's rules. */
export function PromotionRuleFields({
  activity,
  errors,
  disabled,
}: {
  activity: AdminActivity | null;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const trigger = activity?.trigger;
  const reward = activity?.reward;
  const [triggerKind, setTriggerKind] = useState<string>(trigger?.kind ?? 'deposit');
  const [rewardKind, setRewardKind] = useState<string>(reward?.kind ?? 'fixed');
  const [which, setWhich] = useState<string>(trigger?.kind === 'deposit' ? trigger.which : 'first');
  // Tickets go into an open raffle: the console's raffle list, fetched once the kind is chosen.
  const raffles = useQuery({
    queryKey: RAFFLES_KEY,
    queryFn: () => api<{ list: AdminRaffle[] }>('GET', '/raffles'),
    enabled: rewardKind === 'raffle_tickets',
  });
  const openRaffles = (raffles.data?.list ?? []).filter((r) => r.status === 'open');
  const audience = activity?.audience;
  const wagering = activity?.wagering;
  const input = (
    name: string,
    label: string,
    error: string | undefined,
    value: string | number | null | undefined,
    hint?: string,
  ) => (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      {(c) => <input {...c} name={name} className="field w-40" defaultValue={value ?? ''} />}
    </Field>
  );
  return (
    <>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={disabled}>
        <legend className="mb-2 font-semibold">{t('promotions.audience')}</legend>
        {input(
          'newMemberDays',
          t('promotions.newMemberDays'),
          errors['audience.newMemberDays'],
          audience?.newMemberDays,
        )}
        {input(
          'vipLevels',
          t('promotions.vipLevels'),
          errors['audience.vipLevels'],
          audience?.vipLevels.join(', '),
          t('promotions.listHint'),
        )}
        {input(
          'labels',
          t('promotions.labels'),
          errors['audience.labels'],
          audience?.labels.join(', '),
          t('promotions.listHint'),
        )}
        {input(
          'agentIds',
          t('promotions.agentIds'),
          errors['audience.agentIds'],
          audience?.agentIds.join(', '),
          t('promotions.listHint'),
        )}
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={disabled}>
        <legend className="mb-2 font-semibold">{t('promotions.trigger')}</legend>
        <Field label={t('promotions.triggerKind')} error={errors['trigger.kind']}>
          {(c) => (
            <select
              {...c}
              name="triggerKind"
              className="field"
              value={triggerKind}
              onChange={(e) => setTriggerKind(e.target.value)}
            >
              {TRIGGER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`promotions.triggers.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {triggerKind === 'deposit' && (
          <>
            <Field label={t('promotions.depositWhich')}>
              {(c) => (
                <select
                  {...c}
                  name="depositWhich"
                  className="field"
                  value={which}
                  onChange={(e) => setWhich(e.target.value)}
                >
                  {DEPOSIT_WHICH.map((w) => (
                    <option key={w} value={w}>
                      {t(`promotions.which.${w}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {which === 'nth' &&
              input(
                'depositNth',
                t('promotions.depositNth'),
                errors['trigger.nth'],
                trigger?.kind === 'deposit' ? trigger.nth : null,
              )}
            {input(
              'depositMin',
              t('promotions.depositMin'),
              errors['trigger.minAmount'],
              trigger?.kind === 'deposit' ? trigger.minAmount : '0',
            )}
          </>
        )}
        {triggerKind === 'code' &&
          input('code', t('promotions.code'), errors['trigger.code'], trigger?.kind === 'code' ? trigger.code : '')}
        {(triggerKind === 'turnover' || triggerKind === 'loss') && (
          <Field label={t('promotions.period')} error={errors['trigger.period']}>
            {(c) => (
              <select
                {...c}
                key={triggerKind}
                name="period"
                className="field"
                defaultValue={trigger?.kind === triggerKind ? trigger.period : 'day'}
              >
                {(triggerKind === 'turnover' ? TURNOVER_PERIODS : LOSS_PERIODS).map((p) => (
                  <option key={p} value={p}>
                    {t(`promotions.periods.${p}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {triggerKind === 'turnover' &&
          input(
            'turnoverAmount',
            t('promotions.turnoverAmount'),
            errors['trigger.amount'],
            trigger?.kind === 'turnover' ? trigger.amount : '',
            t('promotions.turnoverHint'),
          )}
        {triggerKind === 'loss' &&
          input(
            'minLoss',
            t('promotions.minLoss'),
            errors['trigger.minLoss'],
            trigger?.kind === 'loss' ? trigger.minLoss : '',
            t('promotions.minLossHint'),
          )}
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={disabled}>
        <legend className="mb-2 font-semibold">{t('promotions.reward')}</legend>
        <Field label={t('promotions.rewardKind')} error={errors['reward.kind']}>
          {(c) => (
            <select
              {...c}
              name="rewardKind"
              className="field"
              value={rewardKind}
              onChange={(e) => setRewardKind(e.target.value)}
            >
              {REWARD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`promotions.rewards.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {rewardKind === 'fixed' &&
          input(
            'rewardAmount',
            t('promotions.amount'),
            errors['reward.amount'],
            reward?.kind === 'fixed' ? reward.amount : '',
          )}
        {rewardKind === 'percent' && (
          <>
            {input(
              'rewardPercent',
              t('promotions.percent'),
              errors['reward.percentBp'],
              reward?.kind === 'percent' ? percentOf(reward.percentBp) : '',
            )}
            {input(
              'rewardCap',
              t('promotions.cap'),
              errors['reward.cap'],
              reward?.kind === 'percent' ? reward.cap : '',
            )}
          </>
        )}
        {rewardKind === 'points' &&
          input(
            'rewardPoints',
            t('promotions.points'),
            errors['reward.points'],
            reward?.kind === 'points' ? reward.points : '',
          )}
        {rewardKind === 'raffle_tickets' && (
          <>
            <Field label={t('promotions.raffle')} error={errors['reward.raffleId']}>
              {(c) => (
                <select
                  {...c}
                  name="raffleId"
                  className="field"
                  defaultValue={reward?.kind === 'raffle_tickets' ? reward.raffleId : ''}
                >
                  <option value="">{t('promotions.chooseRaffle')}</option>
                  {openRaffles.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {input(
              'tickets',
              t('promotions.tickets'),
              errors['reward.tickets'],
              reward?.kind === 'raffle_tickets' ? reward.tickets : 1,
            )}
          </>
        )}
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={disabled}>
        <legend className="mb-2 font-semibold">{t('promotions.wagering')}</legend>
        {input(
          'multiple',
          t('promotions.multiple'),
          errors['wagering.multiple'],
          wagering?.multiple ?? 0,
          t('promotions.multipleHint'),
        )}
        <Field label={t('promotions.base')}>
          {(c) => (
            <select {...c} name="base" className="field" defaultValue={wagering?.base ?? 'bonus'}>
              <option value="bonus">{t('promotions.bases.bonus')}</option>
              <option value="bonus_deposit">{t('promotions.bases.bonus_deposit')}</option>
            </select>
          )}
        </Field>
        {input('maxBet', t('promotions.maxBet'), errors['wagering.maxBet'], wagering?.maxBet)}
        {input('expiryDays', t('promotions.expiryDays'), errors['wagering.expiryDays'], wagering?.expiryDays ?? 30)}
        {input(
          'maxConversion',
          t('promotions.maxConversion'),
          errors['wagering.maxConversion'],
          wagering?.maxConversion,
        )}
        {input(
          'contributions',
          t('promotions.contributions'),
          Object.entries(errors).find(([k]) => k.startsWith('wagering.contributions'))?.[1],
          Object.entries(wagering?.contributions ?? {})
            .map(([k, v]) => `${k}=${v}`)
            .join(', '),
          t('promotions.contributionsHint'),
        )}
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={disabled}>
        <legend className="mb-2 font-semibold">{t('promotions.options')}</legend>
        <Field label={t('promotions.repeat')}>
          {(c) => (
            <select {...c} name="repeat" className="field" defaultValue={activity?.repeat ?? 'once'}>
              {REPEATS.map((r) => (
                <option key={r} value={r}>
                  {t(`promotions.repeats.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input('sortOrder', t('promotions.sortOrder'), errors.sortOrder, activity?.sortOrder ?? 0)}
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" name="requiresJoin" defaultChecked={activity?.requiresJoin ?? false} />
          {t('promotions.requiresJoin')}
        </label>
        <label className="flex items-center gap-2 pt-7">
          <input type="checkbox" name="autoClaim" defaultChecked={activity?.autoClaim ?? false} />
          {t('promotions.autoClaim')}
        </label>
      </fieldset>
    </>
  );
}
