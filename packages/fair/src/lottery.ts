import { blocksFromKeyed, floatsFromKeyed, shuffleWithFloats, type ByteBlock } from './rounds.ts';
import { hmacSha256Keyed, utf8 } from './sha256.ts';

/**
 * Lottery draws use the same bytes and floats as the in-house games, keyed by the issue's secret
 * seed: block `cursor` is HMAC-SHA256(key = seed, message = `${gameCode}:${issue}:${cursor}`).
 * SHA-256(seed) is published before the issue closes and the seed after the draw.
 */
export interface LotteryDraw {
  seed: string;
  gameCode: string;
  issue: string;
}

export function lotteryFloats(draw: LotteryDraw, count: number): number[] {
  return floatsFromKeyed(hmacSha256Keyed(utf8(draw.seed)), `${draw.gameCode}:${draw.issue}`, count);
}

export function lotteryBlocks(draw: LotteryDraw, count: number): ByteBlock[] {
  return blocksFromKeyed(hmacSha256Keyed(utf8(draw.seed)), `${draw.gameCode}:${draw.issue}`, count);
}

/** `count` digits, each floor(float × 10), in draw order (VN prizes take them in prize order). */
export function lotteryDigits(draw: LotteryDraw, count: number): number[] {
  return lotteryFloats(draw, count).map((float) => Math.floor(float * 10));
}

/** `count` dice, each floor(float × 6) + 1 (Fast 3 uses three). */
export function lotteryDice(draw: LotteryDraw, count: number): number[] {
  return lotteryFloats(draw, count).map((float) => Math.floor(float * 6) + 1);
}

/** PK10: the order of 1–10 from a forward Fisher–Yates shuffle driven by nine floats. */
export function lotteryPk10(draw: LotteryDraw): number[] {
  return shuffleWithFloats(
    Array.from({ length: 10 }, (_, index) => index + 1),
    lotteryFloats(draw, 9),
  );
}

export type LotteryShape = 'digits' | 'dice' | 'pk10';

/** One entry point for the verifier: the numbers of a draw of the given shape. */
export function lotteryResult(draw: LotteryDraw, shape: LotteryShape, count: number): number[] {
  switch (shape) {
    case 'digits':
      return lotteryDigits(draw, count);
    case 'dice':
      return lotteryDice(draw, count);
    case 'pk10':
      return lotteryPk10(draw);
  }
}

export function lotteryFloatCount(shape: LotteryShape, count: number): number {
  return shape === 'pk10' ? 9 : count;
}
