import { lotteryDice, lotteryDigits, lotteryPk10, sha256Hex } from '@arcadia/fair';
import type { LotteryGameDefinition } from './definitions.ts';
import { shapeNeeds, vnResultFromDigits, type DrawResult } from './results.ts';

/**
 * The result of an issue, from its seed alone: the numbers come from
 * HMAC-SHA256(key = seed, message = `${gameCode}:${numero}:${cursor}`) as the shared fairness
 * package derives them, so the public verifier recomputes exactly what was drawn.
 */
export function drawResult(
  game: Pick<LotteryGameDefinition, 'code' | 'shape'>,
  numero: string,
  seed: string,
): DrawResult {
  const draw = { seed, gameCode: game.code, issue: numero };
  const needs = shapeNeeds(game.shape);
  switch (game.shape) {
    case 'vn-north':
    case 'vn-south':
      return vnResultFromDigits(game.shape, lotteryDigits(draw, (needs as { digits: number }).digits));
    case 'digits5':
      return { shape: 'digits5', digits: lotteryDigits(draw, 5) };
    case 'dice3':
      return { shape: 'dice3', dice: lotteryDice(draw, 3) };
    case 'order10':
      return { shape: 'order10', order: lotteryPk10(draw) };
  }
}

/** The commitment published with an issue: SHA-256 of the seed as UTF-8 text, in hex. */
export const seedCommitment = (seed: string): string => sha256Hex(seed);
