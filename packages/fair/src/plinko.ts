import { plinkoTables } from './plinko-tables.ts';
import { roundFloats, type RoundSeeds } from './rounds.ts';

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoResult {
  /** Per row: 0 the ball goes left, 1 right. */
  path: number[];
  bucket: number;
  multiplier4: number;
}

export function isValidPlinkoRows(rows: number): boolean {
  return Number.isInteger(rows) && rows >= PLINKO_MIN_ROWS && rows <= PLINKO_MAX_ROWS;
}

export function plinkoTable(risk: PlinkoRisk, rows: number): readonly number[] {
  return plinkoTables[risk][rows as keyof (typeof plinkoTables)[PlinkoRisk]];
}

/** One float per row: floor(float × 2) = 1 sends the ball right; the bucket counts the rights. */
export function plinkoPath(floats: readonly number[], rows: number): number[] {
  return floats.slice(0, rows).map((float) => Math.floor(float * 2));
}

export function plinkoOutcome(path: readonly number[], risk: PlinkoRisk): PlinkoResult {
  const bucket = path.reduce((sum, step) => sum + step, 0);
  return { path: [...path], bucket, multiplier4: plinkoTable(risk, path.length)[bucket]! * 100 };
}

export function playPlinko(seeds: RoundSeeds, risk: PlinkoRisk, rows: number): PlinkoResult {
  return plinkoOutcome(plinkoPath(roundFloats(seeds, rows), rows), risk);
}

/** Exact RTP of a table: Σ C(rows, i) / 2^rows × multiplier(i). */
export function plinkoExactRtp(risk: PlinkoRisk, rows: number): number {
  let ways = 1;
  let total = 0;
  plinkoTable(risk, rows).forEach((multiplier100, bucket) => {
    total += ways * multiplier100;
    ways = (ways * (rows - bucket)) / (bucket + 1);
  });
  return total / 100 / 2 ** rows;
}
