import type { PointBalance, Reward } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { EXPIRING_WINDOW_MS } from './points.model.ts';
import { pointsVip } from './points.port.ts';
import { pointsRepository } from './points.repository.ts';
import { pointsBalance } from './points-ledger.ts';
import { redemptionView, rewardText } from './redemption.usecases.ts';
import { rewardsRepository } from './rewards.repository.ts';

export { convertPoints } from './conversion.usecases.ts';
export { approveRedemption, redeemReward, rejectRedemption, shipRedemption } from './redemption.usecases.ts';
export { earnFromDeposit, earnFromBetEvent } from './earning.usecases.ts';
export { expireDueLots } from './expiry.usecases.ts';
export { pointsConfig } from './points-config.ts';
export * from './points-admin.usecases.ts';

type Brand = Pick<Merchant, 'id' | 'currency' | 'places'>;
type Reader = Brand & { defaultLanguage: string };

/**
 * Current points, and what expires in the next 30 days: summed per day, each day at the instant
 * its first points go, so the member sees it before it happens.
 */
export async function pointBalance(
  db: DbOrTrx,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<PointBalance> {
  const horizon = new Date(now.getTime() + EXPIRING_WINDOW_MS).toISOString();
  const expiring: PointBalance['expiring'] = [];
  for (const lot of await pointsRepository.liveLots(db, memberId)) {
    if (lot.expiresAt > horizon) break;
    const last = expiring.at(-1);
    if (last && last.expiresAt.slice(0, 10) === lot.expiresAt.slice(0, 10)) last.points += Number(lot.remaining);
    else expiring.push({ points: Number(lot.remaining), expiresAt: lot.expiresAt });
  }
  return {
    currentPoints: Number(await pointsBalance(db, merchantId, memberId)),
    expiring,
    earnedTotal: Number(await pointsRepository.earnedTotal(db, memberId)),
  };
}

const paged = <T>(items: T[], pageNo: number, pageSize: number) => ({
  list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  total: items.length,
  totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
});

/** The rewards a member sees, in their language, with what is left of their limit. */
export async function memberRewards(
  db: DbOrTrx,
  brand: Reader,
  memberId: number,
  language: string,
  query: {
    pageNo: number;
    pageSize: number;
    kind?: 'physical' | 'digital' | undefined;
    affordable?: '0' | '1' | undefined;
    maxPrice?: number | undefined;
  },
) {
  const [rewards, held, points] = await Promise.all([
    rewardsRepository.list(db, brand.id, true),
    rewardsRepository.memberUnits(db, memberId),
    pointsBalance(db, brand.id, memberId),
  ]);
  const views: Reward[] = rewards
    .filter((r) => !query.kind || r.kind === query.kind)
    .filter((r) => query.affordable !== '1' || r.price <= points)
    .filter((r) => query.maxPrice === undefined || r.price <= BigInt(query.maxPrice))
    .map((r) => {
      const text = rewardText(r.texts, language, brand.defaultLanguage);
      return {
        id: r.id,
        name: text.name,
        description: text.description,
        imageUrl: r.imageUrl,
        price: Number(r.price),
        stock: r.stock,
        limitPerMember: r.limitPerMember,
        remainingForMember: r.limitPerMember === null ? null : Math.max(0, r.limitPerMember - (held.get(r.id) ?? 0)),
        kind: r.kind,
        vipLevel: r.vipLevel,
      };
    });
  return paged(views, query.pageNo, query.pageSize);
}

/** The member's redemptions, newest first, in their language. */
export async function memberRedemptions(
  db: DbOrTrx,
  brand: Reader,
  memberId: number,
  language: string,
  pageNo: number,
  pageSize: number,
) {
  const { rows, total } = await rewardsRepository.page(
    db,
    { merchantId: brand.id, memberId },
    { limit: pageSize, offset: (pageNo - 1) * pageSize },
  );
  const rewards = new Map((await rewardsRepository.list(db, brand.id, false)).map((r) => [r.id, r]));
  return {
    list: rows.map((r) => {
      const reward = rewards.get(r.rewardId)!;
      return redemptionView(r, reward.texts, reward.kind, language, brand.defaultLanguage);
    }),
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export const memberVipLevel = (db: DbOrTrx, merchantId: number, memberId: number) =>
  pointsVip.level(db, merchantId, memberId);
