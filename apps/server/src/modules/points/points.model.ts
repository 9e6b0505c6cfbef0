import type { PointsRuleKind, RedeemState, RewardKind } from '@arcadia/contracts';

/** A brand's points settings; a brand without a row gets DEFAULT_POINTS_SETTINGS. */
export type PointsSettings = { enabled: boolean; ratio: number; minConvert: number; expiryDays: number };
export const DEFAULT_POINTS_SETTINGS: PointsSettings = { enabled: true, ratio: 100, minConvert: 100, expiryDays: 365 };

export type PointsRuleRow = {
  id: number;
  merchantId: number;
  kind: PointsRuleKind;
  category: string;
  points: number;
  perAmount: bigint;
  minAmount: bigint;
  enabled: boolean;
};

export type Lot = {
  id: number;
  memberId: number;
  sourceKey: string;
  kind: string;
  points: bigint;
  remaining: bigint;
  expired: bigint;
  earnedAt: string;
  expiresAt: string;
};

export type RewardTexts = Partial<Record<string, { name: string; description: string }>>;

export type RewardRow = {
  id: number;
  merchantId: number;
  texts: RewardTexts;
  imageUrl: string | null;
  price: bigint;
  stock: number;
  limitPerMember: number | null;
  kind: RewardKind;
  vipLevel: number;
  enabled: boolean;
  sort: number;
};

export type RedemptionRow = {
  id: number;
  merchantId: number;
  memberId: number;
  rewardId: number;
  quantity: number;
  points: bigint;
  state: RedeemState;
  recipient: string | null;
  address: string | null;
  phone: string | null;
  trackingRef: string | null;
  remark: string | null;
  reviewedBy: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Ledger idempotency keys: one posting per source, per spend, per expiry, per return. */
export const pointsKeys = {
  earn: (sourceKey: string) => `points-earn:${sourceKey}`,
  expire: (lotId: number) => `points-expire:${lotId}`,
  convert: (id: number) => `points-convert:${id}`,
  convertPay: (id: number) => `points-convert-pay:${id}`,
  redeem: (id: number) => `points-redeem:${id}`,
  redeemReturn: (id: number) => `points-redeem-return:${id}`,
};
export const useKeys = { redeem: (id: number) => `redeem:${id}`, convert: (id: number) => `convert:${id}` };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Conversion: `ratio` points make one whole unit (10^places minor units). A conversion takes a
 * multiple of the step, the fewest points that make whole minor units, so no point is lost to
 * rounding: ratio 100 in cents is a step of 1 point per cent; ratio 150 in a currency without
 * decimals is a step of 150.
 */
export function convertStep(ratio: number, places: number): number {
  const unit = 10n ** BigInt(places);
  return Number(BigInt(ratio) / gcd(BigInt(ratio), unit));
}
export const moneyForPoints = (points: bigint, ratio: number, places: number): bigint =>
  (points * 10n ** BigInt(places)) / BigInt(ratio);

/**
 * Points a rule earns for an amount (valid bet or deposit, minor units): `points` per `perAmount`,
 * rounded down, times the multiplier in basis points (VIP), rounded down again.
 */
export function pointsFor(amount: bigint, rule: Pick<PointsRuleRow, 'points' | 'perAmount'>, multiplierBp = 10_000) {
  if (amount <= 0n) return 0n;
  const base = (amount * BigInt(rule.points)) / rule.perAmount;
  return (base * BigInt(Math.max(0, Math.round(multiplierBp)))) / 10_000n;
}

/** Returned points keep their lots' expiry, but never less than this from their return. */
export const RETURN_GRACE_MS = 7 * 24 * 3_600_000;
/** The balance call lists points expiring within this window. */
export const EXPIRING_WINDOW_MS = 30 * 24 * 3_600_000;
