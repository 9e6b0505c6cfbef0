import { TZDate } from '@date-fns/tz';
import { DEFAULT_CONTRIBUTIONS, type PromotionErrorCode, type PromotionState } from '@arcadia/contracts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import { businessDay, daysOf, periodOf, previousPeriod, type DayRange } from '../play-record/periods.port.ts';
import type { Activity, Bonus, CreditedDeposit, MemberProfile, Participation } from './promotions.model.ts';

/*
 * The engine's rules without a database: who may take part, which period a claim belongs to, what
 * a reward is worth, how much of a bet counts towards wagering and what the member sees.
 */

const DAY_MS = 86_400_000;

export function isRunning(activity: Activity, now: Date): boolean {
  return (
    activity.status === 'active' &&
    Date.parse(activity.startsAt) <= now.getTime() &&
    (activity.endsAt === null || now.getTime() < Date.parse(activity.endsAt))
  );
}

/** Why this member may not take part (null: may). Trial accounts never reach here: their routes refuse them. */
export function audienceBlock(activity: Activity, member: MemberProfile, now: Date): PromotionErrorCode | null {
  if (member.isAgent === 4) return 'promotions.not_eligible';
  if (member.excluded) return 'promotions.excluded';
  const { newMemberDays, vipLevels, labels, agentIds } = activity.audience;
  if (newMemberDays !== null && Date.parse(member.createdAt) < now.getTime() - newMemberDays * DAY_MS)
    return 'promotions.not_eligible';
  if (vipLevels.length > 0 && (member.vipLevel === null || !vipLevels.includes(member.vipLevel)))
    return 'promotions.not_eligible';
  if (labels.length > 0 && !labels.some((l) => member.labels.includes(l))) return 'promotions.not_eligible';
  if (agentIds.length > 0 && !agentIds.some((a) => member.uplineIds.includes(a))) return 'promotions.not_eligible';
  // A registration reward is for those who registered while it runs (or recently, for new-member offers).
  if (
    activity.trigger.kind === 'registration' &&
    newMemberDays === null &&
    Date.parse(member.createdAt) < Date.parse(activity.startsAt)
  )
    return 'promotions.not_eligible';
  return null;
}

/**
 * The period a turnover or loss trigger counts over, holding `at`: its key (the brand calendar's
 * name of the day, week or month, or 'window') and its inclusive business days. The activity's
 * window runs from its start's business day to its end's (or `at`'s, while it has no end).
 */
export function triggerPeriod(activity: Activity, at: Date, timeZone: string): { key: string; days: DayRange } | null {
  const trigger = activity.trigger;
  if (trigger.kind !== 'turnover' && trigger.kind !== 'loss') return null;
  if (trigger.period === 'window') {
    const last = activity.endsAt === null ? at : new Date(Math.min(at.getTime(), Date.parse(activity.endsAt) - 1));
    return {
      key: 'window',
      days: { fromDay: businessDay(activity.startsAt, timeZone), toDay: businessDay(last, timeZone) },
    };
  }
  const period = periodOf(trigger.period, at, timeZone);
  return { key: period.key, days: daysOf(period, timeZone) };
}

/** The loss trigger's period closed last before `at` (the one a claim at `at` is about). */
export function closedLossPeriod(activity: Activity, at: Date, timeZone: string) {
  if (activity.trigger.kind !== 'loss') return null;
  const closed = previousPeriod(periodOf(activity.trigger.period, at, timeZone), timeZone);
  return { ...closed, days: daysOf(closed, timeZone) };
}

/** An instant inside the brand's business hour `yyyy-MM-ddTHH` (its middle): when a settled bet counts. */
export function instantOfHour(hour: string, timeZone: string): Date {
  const [y, m, d, h] = hour.split(/[-T]/).map(Number) as [number, number, number, number];
  return new Date(new TZDate(y, m - 1, d, h, 30, 0, timeZone).getTime());
}

/** The threshold of a turnover or loss trigger, in minor units. */
export function triggerThreshold(activity: Activity, places: number): Minor | null {
  const trigger = activity.trigger;
  if (trigger.kind === 'turnover') return amountIn(trigger.amount, places);
  if (trigger.kind === 'loss') return amountIn(trigger.minLoss, places);
  return null;
}

/** The period a claim at `now` (or of this deposit) belongs to: the key of "once per period". */
export function periodKey(activity: Activity, now: Date, timeZone: string, depositId?: number): string {
  // Turnover and loss carry their own period: a turnover's current one, a loss's last closed one.
  if (activity.trigger.kind === 'turnover') return triggerPeriod(activity, now, timeZone)!.key;
  if (activity.trigger.kind === 'loss') return closedLossPeriod(activity, now, timeZone)!.key;
  switch (activity.repeat) {
    case 'once':
      return 'once';
    case 'daily':
      return periodOf('day', now, timeZone).key;
    case 'weekly':
      return periodOf('week', now, timeZone).key;
    case 'each':
      return depositId === undefined ? `at:${now.toISOString()}` : `deposit:${depositId}`;
  }
}

export function depositQualifies(activity: Activity, deposit: CreditedDeposit, places: number): boolean {
  const trigger = activity.trigger;
  if (trigger.kind !== 'deposit') return false;
  if (deposit.amount < amountIn(trigger.minAmount, places)) return false;
  if (trigger.which === 'first') return deposit.ordinal === 1;
  if (trigger.which === 'nth') return deposit.ordinal === trigger.nth;
  return true;
}

/** The money reward on `base` (the deposit or the loss, for a percentage); points and tickets are no money (0). */
export function rewardAmount(activity: Activity, base: Minor, places: number): Minor {
  const reward = activity.reward;
  if (reward.kind === 'points' || reward.kind === 'raffle_tickets') return minor(0n);
  if (reward.kind === 'fixed') return amountIn(reward.amount, places);
  const share = (base * BigInt(reward.percentBp)) / 10_000n;
  const cap = amountIn(reward.cap, places);
  return minor(share < cap ? share : cap);
}

/** The multiple actually asked: the activity's, never above the brand's cap. */
export const effectiveMultiple = (activity: Activity, cap: number) => Math.min(activity.wagering.multiple, cap);

export function requiredTurnover(activity: Activity, cap: number, bonus: Minor, deposit: Minor): Minor {
  const base = activity.wagering.base === 'bonus_deposit' ? bonus + deposit : bonus;
  return minor(base * BigInt(effectiveMultiple(activity, cap)));
}

export const contributionsOf = (activity: Activity): Record<string, number> => ({
  ...DEFAULT_CONTRIBUTIONS,
  ...activity.wagering.contributions,
});

/**
 * What one settled bet adds to a bonus's wagering: its valid bet weighted by its category (a
 * category the table does not name counts nothing), nothing for a bet above the maximum bet.
 */
export function contribution(
  bonus: Pick<Bonus, 'contributions' | 'maxBet'>,
  bet: { category: string; stake: Minor; validBet: Minor },
): { counted: Minor; overMax: boolean } {
  if (bonus.maxBet !== null && bet.stake > bonus.maxBet) return { counted: minor(0n), overMax: true };
  const weight = BigInt(bonus.contributions[bet.category] ?? 0);
  return { counted: minor((bet.validBet * weight) / 100n), overMax: false };
}

/** How a bonus ends once wagered: what becomes cash (never above the maximum conversion) and what lapses. */
export function conversion(balance: Minor, maxConversion: Minor | null): { converted: Minor; lapsed: Minor } {
  const converted = maxConversion !== null && balance > maxConversion ? maxConversion : balance;
  return { converted: minor(converted), lapsed: minor(balance - converted) };
}

/** The spec's activity state for this member (or a visitor: `member` null). */
export function playerState(
  activity: Activity,
  participation: Participation | null,
  block: PromotionErrorCode | null,
  now: Date,
): PromotionState {
  if (activity.status === 'active' && now.getTime() < Date.parse(activity.startsAt)) return 'coming_soon';
  if (participation) {
    switch (participation.state) {
      case 'joined':
        return isRunning(activity, now) ? 'joined' : 'closed';
      case 'pending':
        return 'process';
      case 'claimable':
        return isRunning(activity, now) ? 'claim' : 'closed';
      case 'claimed':
        return 'claimed';
      case 'issued':
        return 'issued';
      case 'rejected':
        return 'rejected';
    }
  }
  if (!isRunning(activity, now) || block !== null) return 'closed';
  switch (activity.trigger.kind) {
    case 'application':
      return 'applying';
    case 'deposit':
      return activity.requiresJoin ? 'join' : 'joined';
    case 'registration':
    case 'code':
      return 'claim';
    // Tickets come from play and deposits on their own; prizes are claimed on the raffle's panel.
    // Turnover and loss: play counts on its own, the member is in as soon as it runs.
    case 'raffle':
    case 'turnover':
    case 'loss':
      return 'joined';
  }
}
