import { lotteryVerifierPath } from '@arcadia/contracts';
import type { LotteryDrawResult, LotteryIssue } from '../api/lottery-api';

/** The verifier page filled in for a drawn issue (its seed is published once drawn). */
export const verifierLink = (issue: LotteryIssue): string | null => lotteryVerifierPath(issue);

/** One number per draw for the trend chart: the special's last two digits, the sum of digits or dice, the winning car. */
export function trendValue(result: LotteryDrawResult): number {
  switch (result.shape) {
    case 'vn-north':
    case 'vn-south':
      return Number((result.prizes[0]?.numbers[0] ?? '0').slice(-2));
    case 'digits5':
      return result.digits.reduce((a, b) => a + b, 0);
    case 'dice3':
      return result.dice.reduce((a, b) => a + b, 0);
    case 'order10':
      return result.order[0] ?? 0;
  }
}
