import { formatMinor, type VipInfo } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { membersPort } from '../members/members.port.ts';
import { brandCalendar, periodOf } from '../play-record/periods.port.ts';
import { changeLevel, openMemberRow } from './vip-growth.usecases.ts';
import { ladderOf } from './vip-ladder.ts';
import { bpPercent, historyView, levelView } from './vip-views.ts';
import { vipErrors } from './vip.errors.ts';
import { levelAbove, levelForGrowth } from './vip.model.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * What the player rank page and the console read and change: a member's level, progress and
 * review, the member's birthday, an operator's move of a member's level (the ladder itself:
 * vip-ladder.usecases.ts).
 */
export type VipContext = { merchantId: number; memberId: number; language: string };

const HISTORY_PAGE = 20;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Growth `missing` as money of one kind alone (a deposit, or valid bets), at its weight. */
const asMoney = (missing: Minor, weightBp: number): Minor | null =>
  weightBp === 0 ? null : minor(ceilDiv(missing * 10_000n, BigInt(weightBp)));

export async function vipInfo(db: DbOrTrx, ctx: VipContext, now: Date): Promise<VipInfo> {
  const { levels, settings } = await ladderOf(db, ctx.merchantId);
  const places = await merchantsPort.placesOf(db, ctx.merchantId);
  const money = (v: bigint) => formatMinor(v, places);
  const row = await vipRepository.member(db, ctx.memberId);
  const growth = row?.growth ?? minor(0n);
  const level = row ? (levels.find((l) => l.id === row.levelId) ?? null) : levelForGrowth(levels, 0n);
  const next = levels.length > 0 ? levelAbove(levels, level) : null;
  const missing = next ? minor(next.reachGrowth > growth ? next.reachGrowth - growth : 0n) : null;
  let review: VipInfo['review'] = null;
  if (row?.reviewDueAt && level && level.reviewCycle !== 'none') {
    const { timeZone } = await brandCalendar(db, ctx.merchantId);
    const period = periodOf(level.reviewCycle, new Date(Date.parse(row.reviewDueAt) - 1), timeZone);
    const earned =
      period.start <= now
        ? await vipRepository.earnedBetween(db, ctx.memberId, period.start.toISOString(), period.end.toISOString())
        : 0n;
    review = {
      periodKey: period.key,
      periodStart: period.start.toISOString(),
      reviewAt: row.reviewDueAt,
      periodGrowth: money(earned),
      keepGrowth: money(level.keepGrowth),
      missingToKeep: money(level.keepGrowth > earned ? level.keepGrowth - earned : 0n),
    };
  }
  const optional = (v: Minor | null) => (v === null ? null : money(v));
  return {
    level: level ? levelView(level, ctx.language, places) : null,
    progress: {
      growth: money(growth),
      nextLevelId: next?.id ?? null,
      missingGrowth: optional(missing),
      missingDeposit: missing === null ? null : optional(asMoney(missing, settings.depositWeightBp)),
      missingValidBet: missing === null ? null : optional(asMoney(missing, settings.betWeightBp)),
    },
    review,
    depositWeight: bpPercent(settings.depositWeightBp),
    validBetWeight: bpPercent(settings.betWeightBp),
    levels: levels.map((l) => levelView(l, ctx.language, places)),
    birthday: row?.birthday ?? null,
  };
}

export async function vipHistory(db: DbOrTrx, ctx: VipContext, pageNo: number) {
  const { levels } = await ladderOf(db, ctx.merchantId);
  const places = await merchantsPort.placesOf(db, ctx.merchantId);
  const { list, total } = await vipRepository.history(db, ctx.memberId, { pageNo, size: HISTORY_PAGE });
  return {
    list: list.map((r) => historyView(r, levels, ctx.language, places)),
    total,
    totalPages: Math.ceil(total / HISTORY_PAGE),
  };
}

/** A birthday from 1900 on, of someone at least 18 today. */
function checkBirthday(birthday: string, now: Date): void {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const adult = new Date(Date.UTC(year + 18, month - 1, day));
  if (year < 1900 || adult > now) throw vipErrors.birthdayInvalid();
}

/** The member sets their birthday once; an operator corrects it (`byOperator`). */
export async function setBirthday(db: Db, ctx: VipContext, birthday: string, now: Date, byOperator = false) {
  checkBirthday(birthday, now);
  await inRetryingTransaction(db, async (trx) => {
    const { levels } = await ladderOf(trx, ctx.merchantId);
    await openMemberRow(trx, ctx.merchantId, ctx.memberId, levels, now);
    const set = await vipRepository.setBirthday(trx, ctx.memberId, birthday, !byOperator, now.toISOString());
    if (!set) throw vipErrors.birthdayAlreadySet();
  });
  return vipInfo(db, ctx, now);
}

// ---- A member's level (console and CLI) ----

export async function memberVip(db: DbOrTrx, ctx: VipContext, now: Date, pageNo = 1) {
  const member = await membersPort.findById(db, ctx.memberId);
  const places = await merchantsPort.placesOf(db, ctx.merchantId);
  const rewards = await vipRepository.rewards(db, ctx.memberId);
  return {
    username: member?.username ?? '',
    ...(await vipInfo(db, ctx, now)),
    history: (await vipHistory(db, ctx, pageNo)).list,
    rewards: rewards.map((r) => ({ ...r, amount: formatMinor(r.amount, places) })),
  };
}

/**
 * An operator moves a member to the level of `rankLevel`. Growth outside the level's band (from its
 * reach to the next level's) is set to its reach, so the next bet does not undo the move; the change
 * is recorded as growth of its own. Levels reached for the first time pay
 * their level-up reward, as a promotion does.
 */
export async function setMemberLevel(
  db: Db,
  ctx: VipContext,
  input: { rankLevel: number; reason: string },
  actor: string,
  now: Date,
) {
  await inRetryingTransaction(db, async (trx) => {
    const { levels } = await ladderOf(trx, ctx.merchantId);
    const to = levels.find((l) => l.rankLevel === input.rankLevel);
    if (!to) throw vipErrors.levelNotFound();
    const row = await openMemberRow(trx, ctx.merchantId, ctx.memberId, levels, now);
    const above = levelAbove(levels, to);
    const inBand = row.growth >= to.reachGrowth && (!above || row.growth < above.reachGrowth);
    const growth = inBand ? row.growth : to.reachGrowth;
    await vipRepository.insertGrowth(trx, {
      merchantId: ctx.merchantId,
      memberId: ctx.memberId,
      kind: 'operator',
      source: `operator:${ctx.memberId}:${now.toISOString()}`,
      base: minor(0n),
      amount: minor(growth - row.growth),
      at: now.toISOString(),
    });
    if (row.levelId === to.id) {
      await vipRepository.bumpGrowth(trx, ctx.memberId, minor(growth - row.growth), now.toISOString());
      return;
    }
    await changeLevel(
      trx,
      row,
      levels,
      { to, reason: 'operator', actor: `${actor}: ${input.reason}`.slice(0, 80), growth },
      now,
    );
  });
  return memberVip(db, ctx, now);
}
