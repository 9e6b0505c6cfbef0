import { minor, ZERO, type Minor } from '../../lib/money.ts';
import type { ContractTerms, TeamMeasures } from './contract-terms.model.ts';
import { dividendFor, realTimeSalaryFor, salaryFor, type SettledBet } from './contract-amounts.ts';

/** One period of the team's history as the simulation reads it (the roll-ups; bets for real time). */
export type PastPeriod = { key: string; measures: TeamMeasures; bets?: SettledBet[] };

/**
 * WHAT I WOULD HAVE EARNED: a contract's terms replayed over the team's past periods (the last 30
 * days of roll-ups), period by period with the same rules the settlement uses, before an agent
 * accepts it. Answers each period's amount and the total; the agent's own amount, before what it
 * would pay its downlines.
 */
export function simulateContract(
  terms: ContractTerms,
  past: PastPeriod[],
  options: { carryForward: boolean } = { carryForward: false },
): { periods: { key: string; amount: Minor; rateBp: number }[]; total: Minor } {
  let carry: Minor = ZERO;
  const periods = past.map(({ key, measures, bets }) => {
    if (terms.kind === 'realtime_salary') {
      const amount = (bets ?? []).reduce((t, bet) => t + realTimeSalaryFor(terms.realTime, bet), 0n);
      return { key, amount: minor(amount), rateBp: 0 };
    }
    if (terms.kind === 'dividend') {
      const result = dividendFor(terms.tiers, measures, carry, options.carryForward);
      carry = result.carryOut;
      return { key, amount: result.amount, rateBp: result.rateBp };
    }
    const { amount, rateBp } = salaryFor(terms.tiers, measures);
    return { key, amount, rateBp };
  });
  return { periods, total: minor(periods.reduce((t, p) => t + p.amount, 0n)) };
}
