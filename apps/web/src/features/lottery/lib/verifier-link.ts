import type { LotteryDrawResult, LotteryIssue } from '../api/lottery-api';

/** How the public verifier recomputes a result shape: its generator and how many values it draws. */
function verifierShape(result: LotteryDrawResult): { shape: string; count: number } {
  switch (result.shape) {
    case 'vn-north':
    case 'vn-south':
      // Every prize's digits, in tier order, come from one run of the digit generator.
      return { shape: 'digits', count: result.prizes.reduce((n, p) => n + p.numbers.join('').length, 0) };
    case 'digits5':
      return { shape: 'digits', count: 5 };
    case 'dice3':
      return { shape: 'dice', count: 3 };
    case 'order10':
      return { shape: 'pk10', count: 10 };
  }
}

/** The verifier page filled in for a drawn issue (its seed is published once drawn). */
export function verifierLink(issue: LotteryIssue): string | null {
  if (!issue.seed || !issue.result) return null;
  const { shape, count } = verifierShape(issue.result);
  const query = new URLSearchParams({
    game: 'lottery',
    seed: issue.seed,
    gameCode: issue.gameCode,
    issue: issue.numero,
    shape,
    count: String(count),
  });
  return `/fairness?${query.toString()}`;
}

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
