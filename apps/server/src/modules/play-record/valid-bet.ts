import type { BetStatus } from '@arcadia/contracts';
import { minor, ZERO, type Minor } from '../../lib/money.ts';

/**
 * VALID BET (turnover): the one function that decides how much of a stake counts. Everything that
 * reads turnover (the betting record, roll-ups, reports, rebates, salaries, bonus wagering, VIP
 * growth) reads the figure stored on the bet when it settled, never recomputes it.
 *
 * The rule, as the commercial platforms apply it:
 * 1. Only a settled bet counts; an open, rolled-back or voided bet counts 0.
 * 2. The brand's share for the bet's category (a vendor's own row wins over its category's): slots,
 *    lottery, sports 100 %, live and table games 20 % by default (their house edge is small, so a
 *    full share would pay rebates and salaries on near-riskless play).
 * 3. The real risk: a bet whose source declares its chance to win p (in-house games know it: a Dice
 *    roll at 98 %) counts only min(1, 2 × (1 − p)) of its stake — a coin flip (p = 50 %) risks
 *    the whole stake and counts whole, a 98 % roll risks 2 % and counts 4 %, a sure thing counts
 *    nothing. Sources that do not know p (external vendors) count the whole stake here.
 * Rounded down to the minor unit, so turnover is never overstated.
 */
export type ValidBetInput = {
  status: BetStatus;
  stake: Minor;
  /** Basis points of the stake the brand counts for this category and vendor. */
  shareBp: number;
  /** The declared chance to win in basis points, or null when the source does not know it. */
  winChanceBp: number | null;
};

const WHOLE = 10_000n;

/** The risk share in basis points: 10000 up to an even chance, falling to 0 at a sure win. */
export function riskShareBp(winChanceBp: number | null): bigint {
  if (winChanceBp === null) return WHOLE;
  const chance = BigInt(Math.min(10_000, Math.max(0, Math.round(winChanceBp))));
  const share = 2n * (WHOLE - chance);
  return share > WHOLE ? WHOLE : share;
}

export function validBetOf(input: ValidBetInput): Minor {
  if (input.status !== 'settled' || input.stake <= 0n) return ZERO;
  const share = BigInt(Math.min(10_000, Math.max(0, Math.round(input.shareBp))));
  return minor((input.stake * share * riskShareBp(input.winChanceBp)) / (WHOLE * WHOLE));
}

/** The brand's default shares, seeded for every brand (operators change them per category or vendor). */
export const DEFAULT_VALID_BET_SHARES_BP: Record<string, number> = {
  INHOUSE: 10_000,
  ELOTT: 10_000,
  LOTT: 10_000,
  LIVE: 2_000,
  SPORTS: 10_000,
  FISH: 10_000,
  RNG: 10_000,
  PVP: 10_000,
  ESPORTS: 10_000,
};
