import { VIP_SERVICE_ABOVE_RANK, type VipReviewCycle } from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';

/** One rung of a brand's ladder: its label, thresholds, review cycle and benefits. */
export type VipLevel = {
  id: number;
  merchantId: number;
  rankLevel: number;
  name: string;
  names: Record<string, string>;
  color: string;
  color2: string;
  /** Growth to reach the level, and growth per review period to keep it. */
  reachGrowth: Minor;
  keepGrowth: Minor;
  reviewCycle: VipReviewCycle;
  /** Game category -> basis points of valid bet paid back (read by a rebate module through the port). */
  rebateRatesBp: Record<string, number>;
  /** 10000 = points earned as they are; 15000 = one and a half times. */
  pointsMultiplierBp: number;
  withdrawalDailyCount: number | null;
  withdrawalDailyAmount: Minor | null;
  levelUpReward: Minor;
  birthdayReward: Minor;
};

/** A member's place on the ladder. `growth` is what reaching a level compares with. */
export type VipMember = {
  memberId: number;
  merchantId: number;
  levelId: number | null;
  growth: Minor;
  levelSince: string;
  /** End of the review period at which the level is next reviewed; null: not reviewed. */
  reviewDueAt: string | null;
  birthday: string | null;
};

/** Basis points of a deposit and of a valid bet that count as growth. */
export type VipSettings = { depositWeightBp: number; betWeightBp: number };
export const DEFAULT_VIP_SETTINGS: VipSettings = { depositWeightBp: 10_000, betWeightBp: 10_000 };

/** A level-up or birthday reward to pay once. */
export type RewardClaim = {
  merchantId: number;
  memberId: number;
  kind: 'level_up' | 'birthday';
  /** level_up: the level id; birthday: the year. */
  ref: string;
  levelId: number | null;
  amount: Minor;
};

export type VipChangeReason = 'promotion' | 'demotion' | 'keep' | 'operator';

/** The spec's VIP customer-service queue: members above rank 4. */
export const hasVipService = (rankLevel: number) => rankLevel > VIP_SERVICE_ABOVE_RANK;

/** The highest level whose reach threshold `growth` meets (levels lowest first); null below the first. */
export function levelForGrowth(levels: VipLevel[], growth: bigint): VipLevel | null {
  let found: VipLevel | null = null;
  for (const level of levels) if (level.reachGrowth <= growth) found = level;
  return found;
}

/** The level right above `level` (or the first when null). */
export const levelAbove = (levels: VipLevel[], level: VipLevel | null): VipLevel | null =>
  levels.find((l) => level === null || l.rankLevel > level.rankLevel) ?? null;

/** The level right below `level`, null at the bottom. */
export const levelBelow = (levels: VipLevel[], level: VipLevel): VipLevel | null =>
  levels.filter((l) => l.rankLevel < level.rankLevel).at(-1) ?? null;
