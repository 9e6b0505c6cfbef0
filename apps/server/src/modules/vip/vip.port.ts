import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { ladderOf } from './vip-ladder.ts';
import { levelForGrowth, type VipLevel } from './vip.model.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * What other modules read of a member's VIP level: the points mall multiplies earned points by
 * `pointsMultiplierFor`, a rebate module reads the rates, the withdrawals module the daily limits.
 * A member the ladder has not met yet holds the brand's entry level; no ladder: no level.
 */
async function levelOf(db: DbOrTrx, merchantId: number, memberId: number): Promise<VipLevel | null> {
  const { levels } = await ladderOf(db, merchantId);
  if (levels.length === 0) return null;
  const row = await vipRepository.member(db, memberId);
  return row ? (levels.find((l) => l.id === row.levelId) ?? null) : levelForGrowth(levels, 0n);
}

/** Per business day of the brand: how many withdrawals and how much in total (minor units). */
export type VipWithdrawalLimits = { dailyCount: number | null; dailyAmount: Minor | null };

export const vipPort = {
  levelOf,

  /** Basis points: 10000 earns points as they are, 15000 one and a half times. */
  async pointsMultiplierFor(db: DbOrTrx, merchantId: number, memberId: number): Promise<number> {
    return (await levelOf(db, merchantId, memberId))?.pointsMultiplierBp ?? 10_000;
  },

  /** Game category -> basis points of valid bet paid back as rebate at the member's level. */
  async rebateRatesFor(db: DbOrTrx, merchantId: number, memberId: number): Promise<Record<string, number>> {
    return (await levelOf(db, merchantId, memberId))?.rebateRatesBp ?? {};
  },

  /** The level's daily withdrawal count and amount (null: no limit beyond the brand's usual ones). */
  async withdrawalLimitsFor(db: DbOrTrx, merchantId: number, memberId: number): Promise<VipWithdrawalLimits> {
    const level = await levelOf(db, merchantId, memberId);
    return { dailyCount: level?.withdrawalDailyCount ?? null, dailyAmount: level?.withdrawalDailyAmount ?? null };
  },
};
export type { VipLevel };
