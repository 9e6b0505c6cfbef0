import { formatMinor, type RebateClaim, type RebateLine } from '@arcadia/contracts';
import type { BusinessPeriod } from '../play-record/periods.port.ts';
import { bpPercent, lineAmount, type PaidClaim, type RebateSettings } from './rebates.model.ts';

export const periodView = (p: BusinessPeriod) => ({
  kind: p.kind === 'day' ? ('day' as const) : ('week' as const),
  key: p.key,
  start: p.start.toISOString(),
  end: p.end.toISOString(),
});

export const claimView = (c: PaidClaim, places: number): RebateClaim => ({
  id: c.id,
  periodKey: c.periodKey,
  category: c.category,
  validBet: formatMinor(c.validBet, places),
  rate: bpPercent(c.rateBp),
  amount: formatMinor(c.amount, places),
  source: c.source,
  createdAt: c.createdAt,
});

/**
 * The lines of a period: every category the member's level pays a rate on or the member played,
 * in a stable order. A paid line shows what it paid; the running period shows an estimate.
 */
export function lineViews(
  input: {
    validBets: Map<string, bigint>;
    ratesBp: Record<string, number>;
    paid: PaidClaim[];
    running: boolean;
    settings: RebateSettings;
  },
  places: number,
): { lines: RebateLine[]; total: bigint } {
  const { validBets, ratesBp, paid, running, settings } = input;
  const categories = [
    ...new Set([
      ...Object.keys(ratesBp).filter((c) => (ratesBp[c] ?? 0) > 0),
      ...validBets.keys(),
      ...paid.map((c) => c.category),
    ]),
  ].sort();
  let total = 0n;
  const lines = categories.map((category): RebateLine => {
    const claimed = paid.find((c) => c.category === category);
    if (claimed)
      return {
        category,
        validBet: formatMinor(claimed.validBet, places),
        rate: bpPercent(claimed.rateBp),
        amount: formatMinor(claimed.amount, places),
        state: 'claimed',
      };
    const validBet = validBets.get(category) ?? 0n;
    const rateBp = ratesBp[category] ?? 0;
    const amount = lineAmount(validBet, rateBp, settings);
    total += amount;
    const state = running
      ? 'accruing'
      : amount > 0n
        ? 'claimable'
        : validBet > 0n && rateBp > 0
          ? 'below_minimum'
          : 'none';
    return {
      category,
      validBet: formatMinor(validBet, places),
      rate: bpPercent(rateBp),
      amount: formatMinor(amount, places),
      state,
    };
  });
  return { lines, total };
}
