import type { Trx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { membersPort } from '../members/members.port.ts';
import { isTrial } from '../members/member.model.ts';
import { brandCalendar, nextPeriod, periodOf } from '../play-record/periods.port.ts';
import { ladderOf } from './vip-ladder.ts';
import { payReward } from './vip-rewards.ts';
import { levelForGrowth, type VipLevel, type VipMember, type VipChangeReason } from './vip.model.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * GROWTH AND PROMOTION. Growth comes from deposits and valid bets (the figure the play record
 * stored on the bet, never recomputed), weighted per brand, recorded once per source in the
 * transaction that caused it (the deposit's credit, the event delivery's cursor move). The member
 * moves up at once when growth reaches a higher level's threshold, and is paid the level-up reward
 * of every level crossed for the first time. Demotion waits for the review (vip-review.usecases.ts).
 */
export type GrowthInput = {
  merchantId: number;
  memberId: number;
  kind: 'bet' | 'deposit';
  /** Unique per brand: bet-event:<id>, deposit:<id>. */
  source: string;
  /** The valid bet or deposit in minor units (a correction's change may be negative). */
  base: Minor;
  /** When it counts (the settlement or the credit): review periods sum growth by this. */
  at: string;
};

/** The first review of a level held from `since`: at the end of the first whole period after it. */
export function firstReviewDue(level: VipLevel, since: Date, timeZone: string): string | null {
  if (level.reviewCycle === 'none') return null;
  return nextPeriod(periodOf(level.reviewCycle, since, timeZone), timeZone).end.toISOString();
}

/** Whole growth units: a share of the base in basis points, rounded towards zero. */
const weighted = (base: Minor, weightBp: number) => minor((base * BigInt(weightBp)) / 10_000n);

/** The member's row (locked), opened at the brand's entry level (the one reached with no growth) the first time. */
export async function openMemberRow(trx: Trx, merchantId: number, memberId: number, levels: VipLevel[], now: Date) {
  const existing = await vipRepository.lockedMember(trx, memberId);
  if (existing) return existing;
  const entry = levelForGrowth(levels, 0n);
  const { timeZone } = await brandCalendar(trx, merchantId);
  await vipRepository.ensureMember(
    trx,
    {
      memberId,
      merchantId,
      levelId: entry?.id ?? null,
      reviewDueAt: entry ? firstReviewDue(entry, now, timeZone) : null,
    },
    now.toISOString(),
  );
  return (await vipRepository.lockedMember(trx, memberId))!;
}

/**
 * Adds growth from one source, once; promotes at once. Inside the caller's transaction. Brands
 * without a ladder and trial accounts (demo credit) grow nothing.
 */
export async function addGrowth(trx: Trx, input: GrowthInput, now = new Date()): Promise<void> {
  const { levels, settings } = await ladderOf(trx, input.merchantId);
  if (levels.length === 0) return;
  const amount = weighted(input.base, input.kind === 'bet' ? settings.betWeightBp : settings.depositWeightBp);
  if (amount === 0n) return;
  const member = await membersPort.findById(trx, input.memberId);
  if (!member || isTrial(member)) return;
  await openMemberRow(trx, input.merchantId, input.memberId, levels, now);
  const counted = await vipRepository.insertGrowth(trx, { ...input, amount });
  if (!counted) return;
  const row = await vipRepository.bumpGrowth(trx, input.memberId, amount, now.toISOString());
  await promoteIfReached(trx, row, levels, now);
}

/** Moves the member to `to`, records why, and pays the level-up rewards of levels reached for the first time. */
export async function changeLevel(
  trx: Trx,
  row: VipMember,
  levels: VipLevel[],
  change: { to: VipLevel; reason: VipChangeReason; actor: string; growth?: Minor; periodKey?: string; since?: Date },
  now: Date,
): Promise<boolean> {
  const from = levels.find((l) => l.id === row.levelId) ?? null;
  const { timeZone } = await brandCalendar(trx, row.merchantId);
  const since = change.since ?? now;
  const moved = await vipRepository.moveLevel(
    trx,
    row.memberId,
    row.levelId,
    {
      levelId: change.to.id,
      since: since.toISOString(),
      reviewDueAt: firstReviewDueAfter(change, since, timeZone),
      ...(change.growth === undefined ? {} : { growth: change.growth }),
    },
    now.toISOString(),
  );
  if (!moved) return false;
  await vipRepository.insertHistory(trx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    reason: change.reason,
    fromLevelId: from?.id ?? null,
    toLevelId: change.to.id,
    growth: change.growth ?? row.growth,
    periodKey: change.periodKey ?? null,
    actor: change.actor,
    at: now.toISOString(),
  });
  if (from && change.to.rankLevel <= from.rankLevel) return true;
  for (const level of levels) {
    if ((from && level.rankLevel <= from.rankLevel) || level.rankLevel > change.to.rankLevel) continue;
    await payReward(
      trx,
      {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind: 'level_up',
        ref: String(level.id),
        levelId: level.id,
        amount: level.levelUpReward,
      },
      now,
    );
  }
  return true;
}

/**
 * A promotion (or an operator's move) is kept for the rest of its period and the whole next one; a
 * demotion at a review is judged again in the period that starts at that review.
 */
function firstReviewDueAfter(change: { to: VipLevel; reason: VipChangeReason }, since: Date, timeZone: string) {
  if (change.reason !== 'demotion' || change.to.reviewCycle === 'none')
    return firstReviewDue(change.to, since, timeZone);
  return periodOf(change.to.reviewCycle, since, timeZone).end.toISOString();
}

export async function promoteIfReached(trx: Trx, row: VipMember, levels: VipLevel[], now: Date): Promise<void> {
  const current = levels.find((l) => l.id === row.levelId) ?? null;
  const target = levelForGrowth(levels, row.growth);
  if (!target || (current && target.rankLevel <= current.rankLevel)) return;
  await changeLevel(trx, row, levels, { to: target, reason: 'promotion', actor: 'system' }, now);
}
