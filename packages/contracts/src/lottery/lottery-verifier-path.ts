import type { LotteryDrawResult } from './lottery.contract.ts';

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

/**
 * The public verifier filled in for a drawn issue (its seed is published once drawn), or null
 * before the draw. Shared: the lottery's result history and the betting record link to it alike.
 */
export function lotteryVerifierPath(issue: {
  gameCode: string;
  numero: string;
  seed: string | null;
  result: LotteryDrawResult | null;
}): string | null {
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
