import { describe, expect, it } from 'vitest';
import {
  fairConfig,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoExactRtp,
  plinkoOutcome,
  plinkoTable,
} from './index.ts';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

describe('Plinko tables', () => {
  it('every published table is symmetric and pays back the configured 99 % less at most 0.2 % of rounding', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of ROWS) {
        const table = plinkoTable(risk, rows);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
        const rtp = plinkoExactRtp(risk, rows);
        expect(rtp).toBeLessThanOrEqual(fairConfig.plinko.targetRtp);
        expect(rtp).toBeGreaterThan(fairConfig.plinko.targetRtp - 0.002);
      }
    }
  });

  it('the bucket is the number of rights along the path', () => {
    expect(plinkoOutcome([1, 1, 0, 1, 0, 0, 0, 0], 'low').bucket).toBe(3);
    expect(plinkoOutcome([1, 1, 1, 1, 1, 1, 1, 1], 'high').multiplier4).toBe(plinkoTable('high', 8)[8]! * 100);
  });
});
