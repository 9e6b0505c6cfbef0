import type { Trx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { membersPort } from '../members/members.port.ts';
import { isTrial } from '../members/member.model.ts';
import { eventsByBrand, type PlayEvent } from '../play-record/play-events.port.ts';
import { openMemberRow, promoteIfReached } from './vip-growth.usecases.ts';
import { ladderOf } from './vip-ladder.ts';
import { levelForGrowth, type VipLevel, type VipMember } from './vip.model.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * A whole delivery batch of "bet settled" events, leaving what `addGrowth` leaves event by event
 * in far fewer statements: the ladder and members are read once, each member's row locked once,
 * the growth records written in one statement, and each member's growth added once — or, when an
 * event takes the member past a threshold, added up to that event and promoted there, exactly as
 * one by one (the level-up rewards of each level crossed, in order).
 */
export async function addBetGrowthBatch(trx: Trx, events: PlayEvent[], now = new Date()): Promise<void> {
  // Brands share no rows (a member belongs to one brand): one after another.
  for (const [merchantId, ofBrand] of eventsByBrand(events)) await addBrandGrowth(trx, merchantId, ofBrand, now);
}

type Growth = { event: PlayEvent; base: Minor; amount: Minor };

async function addBrandGrowth(trx: Trx, merchantId: number, events: PlayEvent[], now: Date) {
  const { levels, settings } = await ladderOf(trx, merchantId);
  if (levels.length === 0) return;
  // Whole units per bet, rounded towards zero bet by bet (addGrowth's weighting), never on a sum.
  const weighed: Growth[] = events.flatMap((event) => {
    const base = minor(BigInt(event.payload.change.validBet));
    const amount = minor((base * BigInt(settings.betWeightBp)) / 10_000n);
    return base === 0n || amount === 0n ? [] : [{ event, base, amount }];
  });
  const members = new Map<number, boolean>();
  for (const { event } of weighed)
    if (!members.has(event.memberId)) {
      const member = await membersPort.findById(trx, event.memberId);
      members.set(event.memberId, !!member && !isTrial(member));
    }
  const growing = weighed.filter((g) => members.get(g.event.memberId));
  const rows = new Map<number, VipMember>();
  for (const { event } of growing)
    if (!rows.has(event.memberId))
      rows.set(event.memberId, await openMemberRow(trx, merchantId, event.memberId, levels, now));
  const counted = await vipRepository.insertGrowthMany(
    trx,
    growing.map(({ event, base, amount }) => ({
      merchantId,
      memberId: event.memberId,
      kind: 'bet',
      source: `bet-event:${event.id}`,
      base,
      amount,
      at: event.createdAt,
    })),
  );
  // Once each, also should the same event appear twice in one batch.
  const fresh = growing.filter((g) => counted.delete(`bet-event:${g.event.id}`));
  const pending = new Map<number, Minor>();
  const flush = async (memberId: number) => {
    const row = await vipRepository.bumpGrowth(trx, memberId, pending.get(memberId)!, now.toISOString());
    pending.delete(memberId);
    return row;
  };
  for (const { event, amount } of fresh) {
    const memberId = event.memberId;
    pending.set(memberId, minor((pending.get(memberId) ?? 0n) + amount));
    const row = rows.get(memberId)!;
    if (!reaches(levels, row, minor(row.growth + pending.get(memberId)!))) continue;
    await promoteIfReached(trx, await flush(memberId), levels, now);
    rows.set(memberId, (await vipRepository.lockedMember(trx, memberId))!);
  }
  for (const memberId of [...pending.keys()]) await flush(memberId);
}

/** Whether this growth would promote the member (promoteIfReached's test). */
function reaches(levels: VipLevel[], row: VipMember, growth: Minor): boolean {
  const current = levels.find((l) => l.id === row.levelId) ?? null;
  const target = levelForGrowth(levels, growth);
  return !!target && (!current || target.rankLevel > current.rankLevel);
}
