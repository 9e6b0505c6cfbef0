import { formatMoney, toMinor, toWireAmount } from '@/lib/money';

/**
 * The one line that sums up a settled bet: nothing paid is no win; a payout below the stake is a
 * win of that amount and a net loss (a line that pays 8× the line bet on a 10-line spin returns
 * less than was staked); a payout at or above the stake is a win.
 */
export function resultLine(
  bet: { amount: string; payout: string },
  language: string,
): { key: 'originals.lost' | 'originals.won' | 'originals.wonNetLoss'; values: Record<string, string> } {
  const stake = toMinor(bet.amount);
  const paid = toMinor(bet.payout);
  const payout = formatMoney(bet.payout, language);
  if (paid === 0n) return { key: 'originals.lost', values: {} };
  if (paid < stake) {
    return { key: 'originals.wonNetLoss', values: { payout, loss: formatMoney(toWireAmount(stake - paid), language) } };
  }
  return { key: 'originals.won', values: { payout } };
}
