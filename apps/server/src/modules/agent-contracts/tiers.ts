import { meetsTier } from '@arcadia/contracts';
import { minor, ZERO, type Minor } from '../../lib/money.ts';
import type { TeamMeasures, Tier } from './contract-terms.model.ts';

const BP = 10_000n;

/**
 * TIER REACHED: of the tiers whose thresholds are all met, the one with the highest rate (a
 * contract's tiers rise with their thresholds, but a badly ordered list still pays the best tier
 * reached, never an earlier one by position); null when none is reached.
 */
export function tierReached(tiers: Tier[], measures: TeamMeasures): Tier | null {
  let best: Tier | null = null;
  for (const tier of tiers) if (meetsTier(tier, measures) && (!best || tier.rateBp > best.rateBp)) best = tier;
  return best;
}

/** The rate the tiers give these measures, in basis points (0 when no tier is reached). */
export function rateFor(tiers: Tier[], measures: TeamMeasures): number {
  return tierReached(tiers, measures)?.rateBp ?? 0;
}

/** `amount × rate`, rounded down to the minor unit (a payment is never overstated); 0 for a negative base. */
export function shareOf(amount: Minor, rateBp: number): Minor {
  if (amount <= 0n || rateBp <= 0) return ZERO;
  return minor((amount * BigInt(rateBp)) / BP);
}
