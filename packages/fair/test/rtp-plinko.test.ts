import { describe, expect, it } from 'vitest';
import {
  fairConfig,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoExactRtp,
  plinkoOutcome,
  plinkoPath,
} from '../src/index.ts';
import { BYTE_VALUES, byteValueCounts, expectEvenCounts, floatOfBytes } from './byte-values.ts';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

/** The byte-value counts of left (0) and right (1) at each row of the tallest board. */
function directionCounts(): number[][] {
  return Array.from({ length: PLINKO_MAX_ROWS }, (_, row) =>
    byteValueCounts((float) => {
      const floats = new Array<number>(PLINKO_MAX_ROWS).fill(0);
      floats[row] = float;
      return plinkoPath(floats, PLINKO_MAX_ROWS)[row]!;
    }, 2),
  );
}

describe('Plinko RTP, exact over every path', () => {
  it('at every row, left and right each come from exactly half of the 2³² byte values', () => {
    for (const counts of directionCounts()) expect(expectEvenCounts(counts)).toBe(0);
  });

  // All 2^rows paths, each played from the floats nearest the left/right boundary (the byte values
  // most sensitive to a mapping that is off by one), through the real plinkoPath and plinkoOutcome,
  // weighted by the probability the byte counts give each direction.
  it('every risk level and row count returns its exact RTP, within 0.2 % below the configured 99 %', () => {
    const counts = directionCounts();
    const floatFor = [floatOfBytes(BYTE_VALUES / 2 - 1), floatOfBytes(BYTE_VALUES / 2)];
    for (const rows of ROWS) {
      const rtps = PLINKO_RISKS.map(() => 0);
      let misread = 0;
      for (let bits = 0; bits < 2 ** rows; bits++) {
        const directions = Array.from({ length: rows }, (_, row) => (bits >> row) & 1);
        const path = plinkoPath(
          directions.map((direction) => floatFor[direction]!),
          rows,
        );
        if (path.some((step, row) => step !== directions[row])) misread++;
        const probability = directions.reduce((p, direction, row) => (p * counts[row]![direction]!) / BYTE_VALUES, 1);
        PLINKO_RISKS.forEach((risk, index) => {
          rtps[index]! += (probability * plinkoOutcome(path, risk).multiplier4) / 10_000;
        });
      }
      expect(misread).toBe(0);
      PLINKO_RISKS.forEach((risk, index) => {
        expect(rtps[index]).toBeCloseTo(plinkoExactRtp(risk, rows), 12);
        expect(rtps[index]).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtps[index]).toBeGreaterThan(0.99 - 0.002);
      });
    }
    expect(fairConfig.plinko.targetRtp).toBe(0.99);
  });
});
