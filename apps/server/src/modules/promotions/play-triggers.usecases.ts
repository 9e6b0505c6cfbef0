import type { Db, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { PlayEvent } from '../play-record/play-events.port.ts';
import { memberPlayTotals, membersWithLoss } from '../play-record/play-totals.port.ts';
import { periodOf, previousPeriod } from '../play-record/periods.port.ts';
import {
  audienceBlock,
  instantOfHour,
  isRunning,
  rewardAmount,
  triggerPeriod,
  triggerThreshold,
} from './activity-rules.ts';
import { payReward } from './bonus.usecases.ts';
import { brandOf, type Brand } from './brand.ts';
import { memberProfile } from './member-profile.ts';
import type { Activity } from './promotions.model.ts';
import { promotionsRepository } from './promotions.repository.ts';

/*
 * TRIGGERS FROM PLAY (issue 28): "turnover reached" and "a loss in a period".
 *
 * How play is measured. Both read the play record's daily roll-ups (play-totals.port.ts), never
 * the bets: turnover is the VALID BET each bet stored when it settled (the brand's valid-bet rule
 * of that moment, never recomputed), and loss is STAKE − PAYOUT of settled bets, every category.
 * A rolled-back bet has left the roll-ups (its settlement is subtracted), so it counts nothing; a
 * correction counts as corrected. Days are the brand's business days (play-record/business-periods):
 * a day, an ISO week or a month of the brand's zone; a turnover trigger may instead count over the
 * activity's whole window, from its start's business day to its end's. Periods are counted whole
 * (an activity starting mid-week counts that week's play from its first day): roll-ups are daily.
 *
 * Turnover reached is judged on each "bet settled" event (delivered once each, inside the
 * transaction that moves the promotions cursor): a bet that adds valid bet while an activity runs
 * (by the bet's business hour) re-reads the member's total for the bet's period; at or above the
 * threshold the member qualifies — a participation keyed by the period (unique per activity,
 * member and period), so once per period however often it is judged again. Claimable, or paid at
 * once when the activity issues automatically. A qualification stands once made: a later rollback
 * does not take back a reward the member could already see.
 *
 * A loss is judged when its period has closed (plus LOSS_GRACE_MS for settlements in flight) by
 * the scheduled job `promotions.loss-rewards`: every member whose net loss over the period reaches
 * the threshold gets a participation keyed by the period, its base the loss (a percentage reward
 * is a cashback, capped). The unique key makes a second pass, or a second instance running the
 * same pass, add nothing: one reward per member per period. A pass judges every closed period
 * since the end of the last one a whole pass judged (the activity's `loss_judged_through`; from
 * its start when none has), so a stop of any length is caught up, and the last LOSS_LOOKBACK_MS
 * again, for settlements that came after a period's grace; only periods that overlap the
 * activity's window count.
 *
 * Trial accounts, excluded members and members outside the audience never qualify (audienceBlock).
 */

export const LOSS_GRACE_MS = 10 * 60_000;
export const LOSS_LOOKBACK_MS = 3 * 86_400_000;

/** Records a qualification once per (activity, member, period); answers whether this call made it. */
async function qualify(
  trx: Trx,
  brand: Brand,
  activity: Activity,
  memberId: number,
  key: string,
  base: Minor,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await promotionsRepository.insertParticipation(trx, {
    merchant_id: activity.merchantId,
    activity_id: activity.id,
    member_id: memberId,
    period_key: key,
    state: 'claimable',
    source_ref: `${activity.trigger.kind}:${key}`,
    base_amount: base.toString(),
    reward_amount: rewardAmount(activity, base, brand.places).toString(),
    created_at: at,
    updated_at: at,
  });
  if (!inserted) return false;
  if (activity.autoClaim) {
    const participation = (await promotionsRepository.participationFor(trx, activity.id, memberId, key))!;
    // A bonus already being wagered (or a raffle drawn meanwhile) leaves it claimable.
    await payReward(trx, brand, activity, participation, 'issued', now);
  }
  return true;
}

/** The brand's published "turnover reached" activities (running or not). */
export const publishedTurnoverActivities = (trx: Trx, merchantId: number) =>
  promotionsRepository.activities(trx, merchantId, { published: true, triggerKind: 'turnover' });

/** One settled, corrected or rolled-back bet against the brand's running turnover activities. */
export async function judgeTurnover(trx: Trx, event: PlayEvent, now: Date, known?: Activity[]): Promise<void> {
  // Only a bet that adds valid bet can reach a threshold; a rollback or a lowering never does.
  if (toMinor(event.payload.change.validBet) <= 0n) return;
  // Most events meet no turnover activity: one indexed read (or one per delivery batch), before
  // anything about the brand.
  const published = known ?? (await publishedTurnoverActivities(trx, event.merchantId));
  if (published.length === 0) return;
  const brand = await brandOf(trx, event.merchantId);
  const betAt = instantOfHour(event.payload.hour, brand.timeZone);
  const activities = published.filter((a) => isRunning(a, betAt));
  if (activities.length === 0) return;
  const profile = await memberProfile(trx, event.memberId, now);
  if (!profile) return;
  for (const activity of activities) {
    if (audienceBlock(activity, profile, now)) continue;
    const period = triggerPeriod(activity, betAt, brand.timeZone)!;
    const { validBet } = await memberPlayTotals(trx, event.memberId, period.days);
    if (validBet < triggerThreshold(activity, brand.places)!) continue;
    await qualify(trx, brand, activity, event.memberId, period.key, validBet, now);
  }
}

/**
 * The closed loss periods a pass at `now` judges for an activity: past their grace, in its window,
 * ending after `judgedThrough` (the end of the last period a whole pass judged; null: none yet) or
 * within the lookback.
 */
export function lossPeriodsDue(activity: Activity, now: Date, timeZone: string, judgedThrough: Date | null) {
  if (activity.trigger.kind !== 'loss') return [];
  const kind = activity.trigger.period;
  const due = [];
  const settled = new Date(now.getTime() - LOSS_GRACE_MS);
  const lookback = now.getTime() - LOSS_LOOKBACK_MS;
  // Periods come newest first: once one is both judged and out of the lookback, so are the rest.
  const judgedBefore = (end: number) => judgedThrough !== null && end <= judgedThrough.getTime() && end < lookback;
  for (let p = previousPeriod(periodOf(kind, settled, timeZone), timeZone); ; p = previousPeriod(p, timeZone)) {
    if (judgedBefore(p.end.getTime()) || p.end.getTime() <= Date.parse(activity.startsAt)) break;
    if (activity.endsAt === null || p.start.getTime() < Date.parse(activity.endsAt)) due.push(p);
  }
  return due.reverse();
}

/**
 * The loss job's pass: each active loss activity's closed periods, each losing member once (a
 * transaction each, so one member's failure holds nobody else up). Answers how many qualified now.
 */
export async function rewardLosses(db: Db, now: Date): Promise<number> {
  let qualified = 0;
  for (const activity of await promotionsRepository.activitiesWithTrigger(db, 'loss')) {
    const brand = await brandOf(db, activity.merchantId);
    const judgedThrough = await promotionsRepository.lossJudgedThrough(db, activity.id);
    const due = lossPeriodsDue(activity, now, brand.timeZone, judgedThrough);
    for (const period of due) {
      const days = triggerPeriod(activity, period.start, brand.timeZone)!.days;
      const losers = await membersWithLoss(db, activity.merchantId, days, triggerThreshold(activity, brand.places)!);
      for (const { memberId, loss } of losers) {
        const done = await inRetryingTransaction(db, async (trx) => {
          const profile = await memberProfile(trx, memberId, now);
          if (!profile || audienceBlock(activity, profile, now)) return false;
          return qualify(trx, brand, activity, memberId, period.key, loss, now);
        });
        if (done) qualified += 1;
      }
    }
    // Only once every due period was judged: a pass that failed half-way leaves them due.
    const last = due.at(-1);
    if (last) await promotionsRepository.markLossJudged(db, activity.id, last.end);
  }
  return qualified;
}

/** The member's figure in the trigger's current period (the detail page's progress), or null. */
export async function triggerProgress(trx: Trx | Db, activity: Activity, memberId: number, brand: Brand, now: Date) {
  const period = triggerPeriod(activity, now, brand.timeZone);
  const target = triggerThreshold(activity, brand.places);
  if (!period || target === null) return null;
  const totals = await memberPlayTotals(trx, memberId, period.days);
  const loss = totals.stake - totals.payout;
  const amount = activity.trigger.kind === 'turnover' ? totals.validBet : loss > 0n ? loss : 0n;
  return { period: period.key, amount: toMinor(amount), target };
}
