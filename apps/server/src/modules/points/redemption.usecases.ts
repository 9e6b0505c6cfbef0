import type { RedeemInput, Redemption } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { checkPaymentPassword } from '../auth/payment-password.usecases.ts';
import type { Member } from '../members/member.model.ts';
import { lockMember } from '../members/members.port.ts';
import { pointsErrors } from './points.errors.ts';
import { pointsKeys, useKeys, type RedemptionRow, type RewardTexts } from './points.model.ts';
import { pointsVip } from './points.port.ts';
import { pointsRepository } from './points.repository.ts';
import { pointsBalance, returnSpend, spendPoints } from './points-ledger.ts';
import { rewardsRepository } from './rewards.repository.ts';

/** A reward's text in `language`, else the brand's default language, else English. */
export function rewardText(texts: RewardTexts, language: string, fallback: string) {
  return texts[language] ?? texts[fallback] ?? texts.en ?? { name: '', description: '' };
}

export function redemptionView(
  r: RedemptionRow,
  texts: RewardTexts,
  kind: 'physical' | 'digital',
  language: string,
  fallback: string,
): Redemption {
  return {
    id: r.id,
    rewardId: r.rewardId,
    rewardName: rewardText(texts, language, fallback).name,
    kind,
    quantity: r.quantity,
    points: Number(r.points),
    state: r.state,
    recipient: r.recipient,
    address: r.address,
    phone: r.phone,
    trackingRef: r.trackingRef,
    remark: r.remark,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

type RedeemContext = {
  merchantId: number;
  member: Member;
  language: string;
  defaultLanguage: string;
  source: string | null;
};

/**
 * REDEMPTION: the points and one unit of stock per quantity are taken in one unit of work, with
 * the member's delivery details for a physical reward; the redemption waits in process for the
 * operator. Stock is reserved by one conditional write (never read then written), so of many
 * members redeeming the last unit at once exactly one gets it; the per-member limit is counted
 * under the member's row lock. Idempotent on the member's client key.
 */
export async function redeemReward(db: Db, ctx: RedeemContext, input: RedeemInput) {
  const settings = await pointsRepository.settings(db, ctx.merchantId);
  if (!settings.enabled) throw pointsErrors.disabled();
  const reward = await rewardsRepository.find(db, input.rewardId);
  if (!reward || reward.merchantId !== ctx.merchantId || !reward.enabled) throw pointsErrors.rewardNotFound();
  if (reward.kind === 'physical' && (!input.address || !input.phone)) throw pointsErrors.addressRequired();
  await checkPaymentPassword(db, ctx.member, input.paymentPassword, ctx.source);
  const view = (r: RedemptionRow) => redemptionView(r, reward.texts, reward.kind, ctx.language, ctx.defaultLanguage);
  const memberId = ctx.member.id;

  return inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    const earlier = await rewardsRepository.redemptionByKey(trx, memberId, input.clientKey);
    if (earlier) {
      if (earlier.rewardId !== reward.id || earlier.quantity !== input.quantity)
        throw pointsErrors.idempotencyConflict();
      return { replayed: true, redemption: view(earlier), currentPoints: await current(trx, ctx) };
    }
    const level = await pointsVip.level(trx, ctx.merchantId, memberId);
    if (level < reward.vipLevel) throw pointsErrors.vipLevelRequired(reward.vipLevel);
    if (reward.limitPerMember !== null) {
      const held = (await rewardsRepository.memberUnits(trx, memberId)).get(reward.id) ?? 0;
      if (held + input.quantity > reward.limitPerMember) throw pointsErrors.limitReached(reward.limitPerMember);
    }
    if (!(await rewardsRepository.moveStock(trx, reward.id, -input.quantity))) throw pointsErrors.outOfStock();
    const points = reward.price * BigInt(input.quantity);
    const physical = reward.kind === 'physical';
    const row = {
      merchantId: ctx.merchantId,
      memberId,
      rewardId: reward.id,
      clientKey: input.clientKey,
      quantity: input.quantity,
      points,
      state: 'in_process' as const,
      recipient: physical ? (input.recipient ?? ctx.member.nickname) : null,
      address: physical ? input.address! : null,
      phone: physical ? input.phone! : null,
      createdAt: new Date().toISOString(),
    };
    const id = await rewardsRepository.insertRedemption(trx, row);
    await spendPoints(
      trx,
      {
        merchantId: ctx.merchantId,
        memberId,
        points,
        kind: 'redeem',
        ledgerKey: pointsKeys.redeem(id),
        useKey: useKeys.redeem(id),
      },
      { redemptionId: id, rewardId: reward.id },
    );
    const saved = (await rewardsRepository.redemption(trx, id))!;
    return { replayed: false, redemption: view(saved), currentPoints: await current(trx, ctx) };
  });
}

const current = async (db: DbOrTrx, ctx: RedeemContext) =>
  Number(await pointsBalance(db, ctx.merchantId, ctx.member.id));

export type Review = { merchantId: number | null; reviewedBy: string; now: Date };

async function inScope(db: DbOrTrx, id: number, merchantId: number | null) {
  const r = await rewardsRepository.redemption(db, id);
  if (!r || (merchantId !== null && r.merchantId !== merchantId)) throw pointsErrors.redemptionNotFound();
  return r;
}

/** In process → approved (the operator will deliver it). */
export async function approveRedemption(db: Db, id: number, review: Review, remark?: string) {
  await inScope(db, id, review.merchantId);
  const fields = { reviewedBy: review.reviewedBy, now: review.now.toISOString(), ...(remark ? { remark } : {}) };
  if (!(await rewardsRepository.transition(db, id, ['in_process'], 'approved', fields)))
    throw pointsErrors.redemptionState();
  return (await rewardsRepository.redemption(db, id))!;
}

/** Approved → shipped, with the courier's tracking reference. */
export async function shipRedemption(db: Db, id: number, review: Review, trackingRef: string, remark?: string) {
  await inScope(db, id, review.merchantId);
  const fields = {
    reviewedBy: review.reviewedBy,
    now: review.now.toISOString(),
    trackingRef,
    ...(remark ? { remark } : {}),
  };
  if (!(await rewardsRepository.transition(db, id, ['approved'], 'shipped', fields)))
    throw pointsErrors.redemptionState();
  return (await rewardsRepository.redemption(db, id))!;
}

/**
 * In process → rejected: in one unit of work the state moves (once: a conditional write), the
 * stock comes back and the points return to the member (returnSpend, under their row lock).
 */
export async function rejectRedemption(db: Db, id: number, review: Review, remark: string) {
  return inRetryingTransaction(db, async (trx) => {
    const r = await inScope(trx, id, review.merchantId);
    await lockMember(trx, r.memberId);
    const fields = { reviewedBy: review.reviewedBy, now: review.now.toISOString(), remark };
    if (!(await rewardsRepository.transition(trx, id, ['in_process'], 'rejected', fields)))
      throw pointsErrors.redemptionState();
    await rewardsRepository.moveStock(trx, r.rewardId, r.quantity);
    await returnSpend(
      trx,
      {
        merchantId: r.merchantId,
        memberId: r.memberId,
        useKey: useKeys.redeem(id),
        ledgerKey: pointsKeys.redeemReturn(id),
        now: review.now,
      },
      { redemptionId: id },
    );
    return (await rewardsRepository.redemption(trx, id))!;
  });
}
