import { minor, ZERO, type Minor } from '../../lib/money.ts';
import type { RealTimeTerms, TeamMeasures, Tier } from './contract-terms.model.ts';
import { rateFor, shareOf } from './tiers.ts';

/**
 * DIVIDEND with negative carry: a period the team won (a negative loss) pays nothing and, when the
 * brand carries losses forward, the next period's loss must first make it good. The base is this
 * period's loss plus the carry (zero or negative); the tier is still chosen by this period's own
 * measures (a tier says how well the team did now, the carry only what is owed from before). A
 * base below zero becomes the new carry; without carrying, every period starts from zero.
 */
export function dividendFor(
  tiers: Tier[],
  measures: TeamMeasures,
  carryIn: Minor,
  carryForward: boolean,
): { amount: Minor; base: Minor; rateBp: number; carryOut: Minor } {
  const base = minor(measures.teamLoss + (carryForward ? carryIn : ZERO));
  const rateBp = rateFor(tiers, measures);
  return {
    amount: shareOf(base, rateBp),
    base,
    rateBp,
    carryOut: carryAfter(measures.teamLoss, carryIn, carryForward),
  };
}

/** The carry a period hands on: its loss plus what it carried in, when that is below zero. */
function carryAfter(teamLoss: Minor, carryIn: Minor, carryForward: boolean): Minor {
  const base = teamLoss + (carryForward ? carryIn : ZERO);
  return carryForward && base < 0n ? minor(base) : ZERO;
}

/**
 * THE CARRY WITHOUT A CLAWED-BACK PERIOD: what the carry would be had that period never settled —
 * the carry it started from (zero when its run did not carry), handed on through each period
 * settled after it (their team losses, oldest first, each under the carry setting its run
 * applied). The later periods' payments stand; only the carry they hand on is replayed.
 */
export function carryWithout(startedFrom: Minor, later: { teamLoss: Minor; carryForward: boolean }[]): Minor {
  let carry = startedFrom;
  for (const period of later) carry = carryAfter(period.teamLoss, carry, period.carryForward);
  return carry;
}

/** DAILY and HOURLY SALARY: the tier's rate of the team's valid bet over the day or hour. */
export function salaryFor(tiers: Tier[], measures: TeamMeasures): { amount: Minor; rateBp: number } {
  const rateBp = rateFor(tiers, measures);
  return { amount: shareOf(measures.validBet, rateBp), rateBp };
}

/** A settled bet as the real-time salary sees it. */
export type SettledBet = { stake: Minor; validBet: Minor; payout: Minor };

/**
 * REAL-TIME SALARY of one bet: nothing under the single bet amount; otherwise the profit rate of
 * its valid bet when the house won it (payout below stake), the loss rate when the house lost or
 * broke even. Summed per window, each bet rounded down on its own (so a window's total is the sum
 * of its lines, whatever order they settle in).
 */
export function realTimeSalaryFor(terms: RealTimeTerms, bet: SettledBet): Minor {
  if (bet.stake < terms.minSingleBet) return ZERO;
  const houseWon = bet.payout < bet.stake;
  return shareOf(bet.validBet, houseWon ? terms.profitRateBp : terms.lossRateBp);
}

/** The 5-minute window (spec portal.md section 4) an instant falls in, as its start. */
export const REAL_TIME_WINDOW_MS = 5 * 60_000;
export function realTimeWindowOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / REAL_TIME_WINDOW_MS) * REAL_TIME_WINDOW_MS);
}
