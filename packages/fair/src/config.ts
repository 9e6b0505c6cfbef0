/**
 * The published configuration of the in-house games. House edges are in basis points (100 = 1 %).
 * This is the only input besides the seeds that decides an outcome or a payout: no per-player or
 * per-round adjustment exists anywhere. Plinko's tables and the slot's strips live beside their
 * games; their RTPs are computed exactly in the tests.
 */
export const fairConfig = {
  dice: { houseEdgeBp: 100 },
  limbo: { houseEdgeBp: 100, maxMultiplier100: 100_000_000 },
  mines: { houseEdgeBp: 100 },
  plinko: { targetRtp: 0.99 },
  crash: { houseEdgeBp: 100, maxMultiplier100: 100_000_000 },
  slot: { publishedRtp: 0.966852 },
} as const;

export type FairConfig = typeof fairConfig;

/** Multipliers travel as integers in ten-thousandths (19800 = 1.98×) so payouts stay exact. */
export const MULTIPLIER_SCALE = 10_000;

/** Payout in minor units for a stake and a multiplier in ten-thousandths, rounded down. */
export function payoutFor(stakeMinor: number, multiplier4: number): number {
  return Number((BigInt(stakeMinor) * BigInt(multiplier4)) / BigInt(MULTIPLIER_SCALE));
}
