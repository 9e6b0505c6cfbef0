import type { Db, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { brandCalendar, periodOf, businessDay } from '../play-record/periods.port.ts';
import { changeLevel } from './vip-growth.usecases.ts';
import { ladderOf } from './vip-ladder.ts';
import { payReward } from './vip-rewards.ts';
import { levelBelow } from './vip.model.ts';
import { vipLevelsRepository } from './vip-levels.repository.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * THE REVIEW. At the end of each review period of the level a member holds (the level's cycle in
 * the brand's calendar: week, half month, month), the growth earned in that period is compared with
 * the level's keep threshold: met, the level is kept; missed, the member goes one level down and
 * their growth is set to that level's reach threshold (so climbing back takes the gap between the
 * two levels again). A period is reviewed once: the history row is unique per (member, period) and
 * the next review moves on only from the one just done. Reviews wait GRACE_MS after a period ends,
 * so bets settled in its last seconds (delivered every 2 s) count in it. A stop is caught up period
 * by period.
 */
export const VIP_REVIEW_JOB = 'vip.review';
const GRACE_MS = 2 * 60_000;
const BATCH = 500;
/** Periods one member is caught up by per pass (a stop of two years at weekly reviews is caught up over a few passes). */
const MAX_STEPS = 60;

export async function reviewDueMembers(db: Db, now: Date): Promise<{ reviewed: number; demoted: number }> {
  const cutoff = new Date(now.getTime() - GRACE_MS).toISOString();
  const totals = { reviewed: 0, demoted: 0 };
  for (const memberId of await vipRepository.dueReviews(db, cutoff, BATCH)) {
    const done = await inRetryingTransaction(db, (trx) => reviewMember(trx, memberId, cutoff, now));
    totals.reviewed += done.reviewed;
    totals.demoted += done.demoted;
  }
  return totals;
}

/** Reviews every period of the member that ended by `cutoff`, one after another. */
export async function reviewMember(trx: Trx, memberId: number, cutoff: string, now: Date) {
  const done = { reviewed: 0, demoted: 0 };
  for (let step = 0; step < MAX_STEPS; step++) {
    const row = await vipRepository.lockedMember(trx, memberId);
    if (!row?.reviewDueAt || row.reviewDueAt > cutoff) break;
    const { levels } = await ladderOf(trx, row.merchantId);
    const level = levels.find((l) => l.id === row.levelId);
    const { timeZone } = await brandCalendar(trx, row.merchantId);
    if (!level || level.reviewCycle === 'none') {
      await vipRepository.moveReview(trx, memberId, row.reviewDueAt, null, now.toISOString());
      break;
    }
    const period = periodOf(level.reviewCycle, new Date(Date.parse(row.reviewDueAt) - 1), timeZone);
    const earned = await vipRepository.earnedBetween(
      trx,
      memberId,
      period.start.toISOString(),
      period.end.toISOString(),
    );
    const lower = levelBelow(levels, level);
    done.reviewed++;
    if (earned >= level.keepGrowth || !lower) {
      const recorded = await vipRepository.insertHistory(trx, {
        merchantId: row.merchantId,
        memberId,
        reason: 'keep',
        fromLevelId: level.id,
        toLevelId: level.id,
        growth: earned,
        periodKey: period.key,
        actor: 'review',
        at: now.toISOString(),
      });
      const next = periodOf(level.reviewCycle, period.end, timeZone).end.toISOString();
      if (!recorded || !(await vipRepository.moveReview(trx, memberId, row.reviewDueAt, next, now.toISOString())))
        break;
      continue;
    }
    const growth = row.growth < lower.reachGrowth ? row.growth : lower.reachGrowth;
    const counted = await vipRepository.insertGrowth(trx, {
      merchantId: row.merchantId,
      memberId,
      kind: 'review',
      source: `review:${memberId}:${period.key}`,
      base: minor(0n),
      amount: minor(growth - row.growth),
      at: period.end.toISOString(),
    });
    if (!counted) break;
    const moved = await changeLevel(
      trx,
      row,
      levels,
      { to: lower, reason: 'demotion', actor: 'review', growth, periodKey: period.key, since: period.end },
      now,
    );
    if (!moved) break;
    done.demoted++;
  }
  return done;
}

/**
 * BIRTHDAY REWARDS: on the member's birthday in the brand's calendar (29 February on 28 February
 * in other years), the birthday reward of the level they hold, once a year.
 */
export const VIP_BIRTHDAY_JOB = 'vip.birthdays';

export async function payBirthdays(db: Db, now: Date): Promise<number> {
  let paid = 0;
  for (const merchantId of await vipLevelsRepository.brandsWithLevels(db)) {
    const { levels } = await ladderOf(db, merchantId);
    if (!levels.some((l) => l.birthdayReward > 0n)) continue;
    const { timeZone } = await brandCalendar(db, merchantId);
    const today = businessDay(now, timeZone);
    const [year, month, day] = today.split('-') as [string, string, string];
    const leap = Number(year) % 4 === 0 && (Number(year) % 100 !== 0 || Number(year) % 400 === 0);
    const monthDays = [`${month}-${day}`, ...(!leap && month === '02' && day === '28' ? ['02-29'] : [])];
    for (const member of await vipRepository.bornOn(db, merchantId, monthDays)) {
      const level = levels.find((l) => l.id === member.levelId);
      if (!level || level.birthdayReward <= 0n) continue;
      const outcome = await inRetryingTransaction(db, (trx) =>
        payReward(
          trx,
          {
            merchantId,
            memberId: member.memberId,
            kind: 'birthday',
            ref: year,
            levelId: level.id,
            amount: level.birthdayReward,
          },
          now,
        ),
      );
      if (outcome === 'paid') paid++;
    }
  }
  return paid;
}
