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
 * 4. Both sides covered (see `uncoveredStakes` below): the source that knows a stake is partly
 *    hedged by the member's own opposite bets passes the uncovered part as the counted stake, and
 *    only that part goes through 2 and 3.
 * Rounded down to the minor unit, so turnover is never overstated.
 */
export type ValidBetInput = {
  status: BetStatus;
  stake: Minor;
  /**
   * The part of the stake at risk, when the source knows it is less than the stake (rule 4: a
   * lottery line hedged by the member's opposite lines on the same issue); the stake when absent.
   * Kept within 0 … stake.
   */
  countedStake?: Minor;
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
  const counted = input.countedStake ?? input.stake;
  const base = counted < 0n ? 0n : counted > input.stake ? input.stake : counted;
  const share = BigInt(Math.min(10_000, Math.max(0, Math.round(input.shareBp))));
  return minor((base * share * riskShareBp(input.winChanceBp)) / (WHOLE * WHOLE));
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

/**
 * 4. Both sides covered: lines of one member on one round (a lottery issue) that take opposite
 *    sides of one two-sided market (big and small, odd and even, dragon and tiger, on the same
 *    bet type and position) hedge each other: whatever the draw, one side wins, so the stake
 *    matched on both sides risks almost nothing (only a house result such as a triple, where both
 *    lose). Only the uncovered part counts: |big − small|, shared by the larger side's lines in
 *    proportion to their stakes (rounded down); the smaller side's lines count 0. A line outside
 *    a two-sided market counts whole. This is the "real risk" rule of 3 for a slip, whose lines
 *    each look like a fair coin.
 */
export type SlipLine = { id: number; betType: string; pick: string; stake: Minor };

const SIDES: Record<string, string> = {
  big: 'bigsmall',
  small: 'bigsmall',
  odd: 'oddeven',
  even: 'oddeven',
  dragon: 'dragontiger',
  tiger: 'dragontiger',
};

/** The two-sided market a pick is on ("d5.bigsmall|p3|bigsmall"), and its side; null for any other pick. */
export function twoSidedMarket(betType: string, pick: string): { market: string; side: string } | null {
  const match = /^(?:(p\d{1,2}):)?(\w+)$/.exec(pick);
  const pair = match && SIDES[match[2]!];
  if (!match || !pair) return null;
  return { market: `${betType}|${match[1] ?? ''}|${pair}`, side: match[2]! };
}

/** The stake each line of one member's round counts before shares: the uncovered part of hedged markets. */
export function uncoveredStakes(lines: SlipLine[]): Map<number, Minor> {
  const counted = new Map<number, Minor>(lines.map((l) => [l.id, l.stake]));
  const markets = new Map<string, Map<string, SlipLine[]>>();
  for (const line of lines) {
    const at = twoSidedMarket(line.betType, line.pick);
    if (!at) continue;
    const sides = markets.get(at.market) ?? new Map<string, SlipLine[]>();
    sides.set(at.side, [...(sides.get(at.side) ?? []), line]);
    markets.set(at.market, sides);
  }
  for (const sides of markets.values()) {
    if (sides.size < 2) continue;
    const [a, b] = [...sides.values()].map((side) => ({ side, total: side.reduce((t, l) => t + l.stake, 0n) }));
    const [larger, smaller] = a!.total >= b!.total ? [a!, b!] : [b!, a!];
    const uncovered = larger.total - smaller.total;
    for (const line of smaller.side) counted.set(line.id, ZERO);
    for (const line of larger.side) counted.set(line.id, minor((uncovered * line.stake) / larger.total));
  }
  return counted;
}
