import { expect } from 'vitest';
import { floatAt } from '../src/index.ts';

/**
 * Exact RTP without sampling. Every game float is floatAt of four HMAC bytes, k / 2³² for k the
 * bytes read as one integer, and every game maps floats to outcomes by a function that never
 * decreases as the float grows (floor of a product, a quotient, a comparison). So how many of the
 * 2³² byte values give each outcome is found by binary search for where the REAL mapping steps up:
 * 32 calls per step instead of 2³². With uniform bytes (float-source.test.ts samples the HMAC for
 * that) an outcome's probability is its count / 2³², exactly.
 */
export const BYTE_VALUES = 2 ** 32;

const bytes = new Uint8Array(4);
const view = new DataView(bytes.buffer);

/** The float the real floatAt reads from the four bytes of k, most significant first. */
export function floatOfBytes(k: number): number {
  view.setUint32(0, k);
  return floatAt(bytes, 0);
}

/** The least k in [low, high) where `reached` turns true (false below it, true from it on); high if never. */
export function firstReached(reached: (k: number) => boolean, low = 0, high = BYTE_VALUES): number {
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}

/**
 * How many byte values the real mapping sends to each outcome 0 … outcomes − 1. Fails unless the
 * lowest bytes give outcome 0 and the highest outcomes − 1: a mapping that skips or overshoots an
 * outcome (round for floor, a divisor of 2³² − 1) shows there.
 */
export function byteValueCounts(outcomeOf: (float: number) => number, outcomes: number): number[] {
  const outcomeAt = (k: number) => outcomeOf(floatOfBytes(k));
  expect(outcomeAt(0)).toBe(0);
  expect(outcomeAt(BYTE_VALUES - 1)).toBe(outcomes - 1);
  const starts = Array.from({ length: outcomes }, (_, outcome) =>
    outcome === 0 ? 0 : firstReached((k) => outcomeAt(k) >= outcome),
  );
  return starts.map((start, outcome) => (starts[outcome + 1] ?? BYTE_VALUES) - start);
}

/**
 * Every outcome holds ⌊2³²/n⌋ or ⌈2³²/n⌉ byte values, the only unevenness 2³² not divisible by n
 * allows. Returns the largest ratio of an outcome's probability to the fair 1/n, less one: a bound
 * on how far any probability (and so any RTP) can sit from the exact figure, relatively.
 */
export function expectEvenCounts(counts: readonly number[]): number {
  const fair = BYTE_VALUES / counts.length;
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(BYTE_VALUES);
  for (const count of counts) expect([Math.floor(fair), Math.ceil(fair)]).toContain(count);
  return Math.max(...counts.map((count) => Math.abs(count - fair))) / fair;
}

/** The bound on a product of independent draws' probabilities, each off by at most its own `bias`. */
export function compoundBias(biases: readonly number[]): number {
  return biases.reduce((product, bias) => product * (1 + bias), 1) - 1;
}
