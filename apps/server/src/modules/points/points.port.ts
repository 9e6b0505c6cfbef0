import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { pointsKeys } from './points.model.ts';
import { pointsRepository } from './points.repository.ts';
import { creditLot } from './points-ledger.ts';

/**
 * What another module (VIP levels, issue 29's other half) supplies to the points mall: a member's
 * points multiplier (basis points: 10000 = ×1, 15000 = ×1.5) applied to every earning, and the
 * member's VIP level that rewards may require. Until a module provides them, every member earns
 * ×1 and is level 0. The VIP module's plugin calls `providePointsVip` once.
 */
export type PointsVipSource = {
  multiplierBp: (db: DbOrTrx, merchantId: number, memberId: number) => Promise<number>;
  level: (db: DbOrTrx, merchantId: number, memberId: number) => Promise<number>;
};

const NO_VIP: PointsVipSource = { multiplierBp: async () => 10_000, level: async () => 0 };
let source: PointsVipSource = NO_VIP;

export function providePointsVip(next: PointsVipSource | null): void {
  source = next ?? NO_VIP;
}

/** The points mall's reads of VIP: whatever was provided, or ×1 and level 0. */
export const pointsVip = {
  multiplierBp: (db: DbOrTrx, merchantId: number, memberId: number) => source.multiplierBp(db, merchantId, memberId),
  level: (db: DbOrTrx, merchantId: number, memberId: number) => source.level(db, merchantId, memberId),
};

/**
 * Points paid by another module as a reward (the promotions engine's "points" reward kind), inside
 * the caller's transaction: a lot of kind `promotion` from the issuer that expires like earned
 * points. Once per `sourceKey` (the caller names what pays it, e.g. its claim): a repeat credits
 * nothing and answers false. Disabled points or an excluded member are the caller's rules to apply.
 */
export async function creditRewardPoints(
  trx: Trx,
  reward: { merchantId: number; memberId: number; points: bigint; sourceKey: string; now: Date },
  metadata: Record<string, string | number>,
): Promise<boolean> {
  const settings = await pointsRepository.settings(trx, reward.merchantId);
  return creditLot(
    trx,
    {
      merchantId: reward.merchantId,
      memberId: reward.memberId,
      sourceKey: reward.sourceKey,
      kind: 'promotion',
      ledgerKey: pointsKeys.earn(reward.sourceKey),
      points: reward.points,
      earnedAt: reward.now.toISOString(),
      expiresAt: new Date(reward.now.getTime() + settings.expiryDays * 86_400_000).toISOString(),
      detail: metadata,
    },
    metadata,
  );
}
