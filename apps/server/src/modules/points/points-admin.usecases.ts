import { randomUUID } from 'node:crypto';
import type { AdminReward, PointsRuleInput, PointsSettingsInput, RedeemState, RewardInput } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { amountIn } from '../../lib/money.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { membersPort } from '../members/members.port.ts';
import { pointsErrors } from './points.errors.ts';
import { pointsKeys, type RedemptionRow, type RewardRow } from './points.model.ts';
import { pointsRepository } from './points.repository.ts';
import { pointsConfig, ruleView } from './points-config.ts';
import { creditLot, pointsBalance } from './points-ledger.ts';
import { redemptionView } from './redemption.usecases.ts';
import { rewardsRepository } from './rewards.repository.ts';

/*
 * The operator's side of the points mall (console routes and points:* commands): settings and
 * earning rules, the catalogue and its stock, the review list, and grants.
 */

type Brand = Pick<Merchant, 'id' | 'currency' | 'places'>;
type Reader = Brand & { defaultLanguage: string };

export async function savePointsSettings(db: Db, brand: Brand, input: PointsSettingsInput, now: Date) {
  await pointsRepository.saveSettings(db, brand.id, input, now.toISOString());
  return pointsConfig(db, brand, true);
}

export async function savePointsRule(db: Db, brand: Brand, input: PointsRuleInput, now: Date) {
  const rule = await pointsRepository.upsertRule(
    db,
    {
      merchantId: brand.id,
      kind: input.kind,
      category: input.kind === 'deposit' ? '' : (input.category ?? 'ALL'),
      points: input.points,
      perAmount: amountIn(input.perAmount, brand.places, 'perAmount'),
      minAmount: input.minAmount === undefined ? 0n : amountIn(input.minAmount, brand.places, 'minAmount'),
      enabled: input.enabled,
    },
    now.toISOString(),
  );
  return ruleView(rule, brand.places);
}

export async function deletePointsRule(db: Db, merchantId: number | null, id: number) {
  if (!(await pointsRepository.deleteRule(db, merchantId, id))) throw pointsErrors.ruleNotFound();
  return { ok: true as const };
}

function adminRewardView(r: RewardRow, counts: { rewardId: number; state: RedeemState; units: number }[]): AdminReward {
  const of = (states: RedeemState[]) =>
    counts.filter((c) => c.rewardId === r.id && states.includes(c.state)).reduce((s, c) => s + c.units, 0);
  return {
    id: r.id,
    texts: r.texts as AdminReward['texts'],
    imageUrl: r.imageUrl,
    price: Number(r.price),
    stock: r.stock,
    limitPerMember: r.limitPerMember,
    kind: r.kind,
    vipLevel: r.vipLevel,
    enabled: r.enabled,
    sort: r.sort,
    reserved: of(['in_process', 'approved']),
    redeemed: of(['shipped']),
  };
}

export async function adminRewards(db: DbOrTrx, merchantId: number) {
  const counts = await rewardsRepository.counts(db, merchantId);
  return { list: (await rewardsRepository.list(db, merchantId, false)).map((r) => adminRewardView(r, counts)) };
}

async function adminReward(db: DbOrTrx, id: number) {
  const reward = (await rewardsRepository.find(db, id))!;
  return adminRewardView(reward, await rewardsRepository.counts(db, reward.merchantId));
}

const rewardValues = (input: RewardInput) => ({
  texts: input.texts,
  imageUrl: input.imageUrl,
  price: BigInt(input.price),
  stock: input.stock,
  limitPerMember: input.limitPerMember,
  kind: input.kind,
  vipLevel: input.vipLevel,
  enabled: input.enabled,
  sort: input.sort,
});

export async function createReward(db: Db, merchantId: number, input: RewardInput, now: Date) {
  return adminReward(db, await rewardsRepository.insert(db, merchantId, rewardValues(input), now.toISOString()));
}

async function rewardInScope(db: DbOrTrx, id: number, merchantId: number | null) {
  const reward = await rewardsRepository.find(db, id);
  if (!reward || (merchantId !== null && reward.merchantId !== merchantId)) throw pointsErrors.rewardNotFound();
  return reward;
}

/** Replaces a reward's details; its stock moves only through adjustRewardStock. */
export async function updateReward(
  db: Db,
  merchantId: number | null,
  id: number,
  input: Omit<RewardInput, 'stock'>,
  now: Date,
) {
  const current = await rewardInScope(db, id, merchantId);
  await rewardsRepository.update(db, id, rewardValues({ ...input, stock: current.stock }), now.toISOString());
  return adminReward(db, id);
}

/** Adds (or removes) stock by a conditional write: never below zero, whatever redemptions run meanwhile. */
export async function adjustRewardStock(db: Db, merchantId: number | null, id: number, delta: number) {
  await rewardInScope(db, id, merchantId);
  if (!(await rewardsRepository.moveStock(db, id, delta))) throw pointsErrors.outOfStock();
  return adminReward(db, id);
}

export async function adminRedemptions(
  db: DbOrTrx,
  brand: Reader,
  query: { state?: RedeemState | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await rewardsRepository.page(
    db,
    { merchantId: brand.id, ...(query.state ? { state: query.state } : {}) },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  const rewards = new Map((await rewardsRepository.list(db, brand.id, false)).map((r) => [r.id, r]));
  return {
    list: rows.map((r) => {
      const reward = rewards.get(r.rewardId)!;
      return {
        ...redemptionView(r, reward.texts, reward.kind, 'en', brand.defaultLanguage),
        memberId: r.memberId,
        username: r.username,
        reviewedBy: r.reviewedBy,
      };
    }),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** One redemption as the console shows it (after a review step). */
export async function adminRedemption(db: DbOrTrx, r: RedemptionRow) {
  const reward = (await rewardsRepository.find(db, r.rewardId))!;
  const member = await membersPort.findById(db, r.memberId);
  return {
    ...redemptionView(r, reward.texts, reward.kind, 'en', 'en'),
    memberId: r.memberId,
    username: member?.username ?? '',
    reviewedBy: r.reviewedBy,
  };
}

/**
 * An operator's grant of points (goodwill, a contest prize): a lot of its own that expires like
 * earned points, posted from the issuer, with who granted it and why on the posting.
 */
export async function grantPoints(
  db: Db,
  brand: { id: number },
  memberId: number,
  points: number,
  grant: { reason: string; by: string; now: Date },
) {
  if (!Number.isInteger(points) || points <= 0) throw pointsErrors.belowMinimum(1);
  const settings = await pointsRepository.settings(db, brand.id);
  const sourceKey = `grant:${randomUUID()}`;
  const earnedAt = grant.now.toISOString();
  await inTransaction(db, (trx) =>
    creditLot(
      trx,
      {
        merchantId: brand.id,
        memberId,
        sourceKey,
        kind: 'grant',
        ledgerKey: pointsKeys.earn(sourceKey),
        points: BigInt(points),
        earnedAt,
        expiresAt: new Date(grant.now.getTime() + settings.expiryDays * 86_400_000).toISOString(),
        detail: { reason: grant.reason, by: grant.by },
      },
      { reason: grant.reason, by: grant.by },
    ),
  );
  return { memberId, points, currentPoints: Number(await pointsBalance(db, brand.id, memberId)) };
}
