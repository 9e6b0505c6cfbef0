import {
  formatMinor,
  type BonusView,
  type Language,
  type PromotionDetail,
  type PromotionSummary,
} from '@arcadia/contracts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import { contributionsOf, effectiveMultiple, playerState } from './activity-rules.ts';
import type { Brand } from './brand.ts';
import type { Activity, Bonus, Participation } from './promotions.model.ts';
import type { PromotionErrorCode } from '@arcadia/contracts';

/** The activity's text in the player's language, else the first it has. */
export function textOf(activity: Pick<Activity, 'content'>, language: Language) {
  const text = activity.content[language] ?? Object.values(activity.content)[0];
  return { title: text?.title ?? '', summary: text?.summary ?? '', rules: text?.rules ?? '' };
}

const money = (text: string | null, brand: Brand) =>
  text === null ? null : formatMinor(amountIn(text, brand.places), brand.places);

export function summaryView(
  activity: Activity,
  participation: Participation | null,
  block: PromotionErrorCode | null,
  brand: Brand,
  language: Language,
  now: Date,
  raffleTitle: string | null = null,
): PromotionSummary {
  const { title, summary } = textOf(activity, language);
  const reward = activity.reward;
  return {
    id: activity.id,
    category: activity.category,
    title,
    summary,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    state: playerState(activity, participation, block, now),
    reward: rewardView(reward, brand, raffleTitle),
    wageringMultiple: effectiveMultiple(activity, brand.maxMultiple),
    trigger: activity.trigger.kind,
  };
}

function rewardView(reward: Activity['reward'], brand: Brand, raffleTitle: string | null): PromotionSummary['reward'] {
  const none = { amount: null, percent: null, cap: null, points: null, tickets: null, raffleTitle: null };
  switch (reward.kind) {
    case 'fixed':
      return { ...none, kind: 'fixed', amount: money(reward.amount, brand) };
    case 'percent':
      return { ...none, kind: 'percent', percent: (reward.percentBp / 100).toString(), cap: money(reward.cap, brand) };
    case 'points':
      return { ...none, kind: 'points', points: reward.points };
    case 'raffle_tickets':
      return { ...none, kind: 'raffle_tickets', tickets: reward.tickets, raffleTitle };
  }
}

export function bonusView(bonus: Bonus, title: string, places: number): BonusView {
  const percent =
    bonus.requiredTurnover === 0n
      ? 100
      : Number((minOf(bonus.progress, bonus.requiredTurnover) * 100n) / bonus.requiredTurnover);
  return {
    id: bonus.id,
    activityId: bonus.activityId,
    title,
    amount: formatMinor(bonus.amount, places),
    required: formatMinor(bonus.requiredTurnover, places),
    progress: formatMinor(minOf(bonus.progress, bonus.requiredTurnover), places),
    percent: Math.max(0, percent),
    maxBet: bonus.maxBet === null ? null : formatMinor(bonus.maxBet, places),
    maxConversion: bonus.maxConversion === null ? null : formatMinor(bonus.maxConversion, places),
    contributions: bonus.contributions,
    state: bonus.state,
    converted: bonus.convertedAmount === null ? null : formatMinor(bonus.convertedAmount, places),
    expiresAt: bonus.expiresAt,
    createdAt: bonus.createdAt,
    endedAt: bonus.endedAt,
  };
}

const minOf = (a: bigint, b: bigint) => minor(a < b ? a : b);

export function detailView(
  activity: Activity,
  participation: Participation | null,
  bonus: Bonus | null,
  block: PromotionErrorCode | null,
  brand: Brand,
  language: Language,
  now: Date,
  extra: { images?: number; progress?: TriggerProgress | null; raffleTitle?: string | null } = {},
): PromotionDetail {
  const summary = summaryView(activity, participation, block, brand, language, now, extra.raffleTitle ?? null);
  const trigger = activity.trigger;
  const w = activity.wagering;
  return {
    ...summary,
    rules: textOf(activity, language).rules,
    triggerRule: activity.trigger.kind === 'code' ? { kind: 'code', code: '***' } : activity.trigger,
    minDeposit: activity.trigger.kind === 'deposit' ? money(activity.trigger.minAmount, brand) : null,
    wagering: {
      multiple: effectiveMultiple(activity, brand.maxMultiple),
      base: w.base,
      contributions: bonus?.contributions ?? contributionsOf(activity),
      maxBet: money(w.maxBet, brand),
      expiryDays: w.expiryDays,
      maxConversion: money(w.maxConversion, brand),
    },
    participation: participation && {
      id: participation.id,
      // A points reward is no money: the summary's reward says how many points.
      reward:
        participation.rewardAmount === null || activity.reward.kind === 'points'
          ? null
          : formatMinor(participation.rewardAmount, brand.places),
      comment: participation.comment,
      images: extra.images ?? 0,
      reviewNote: participation.reviewNote,
      updatedAt: participation.updatedAt,
    },
    bonus: bonus && bonusView(bonus, summary.title, brand.places),
    progress:
      extra.progress && (trigger.kind === 'turnover' || trigger.kind === 'loss')
        ? {
            measure: trigger.kind,
            period: trigger.period,
            periodKey: extra.progress.period,
            amount: formatMinor(extra.progress.amount, brand.places),
            target: formatMinor(extra.progress.target, brand.places),
            percent: Number((minOf(extra.progress.amount, extra.progress.target) * 100n) / extra.progress.target),
          }
        : null,
    blockedBy: block,
  };
}

/** A member's figure in a turnover or loss trigger's current period, against its threshold (> 0). */
export type TriggerProgress = { period: string; amount: Minor; target: Minor };
