import halves from './plinko-tables.json' with { type: 'json' };

/** The row counts a board can have. */
type Rows = 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

/** A risk level's tables from each row count's buckets up to the centre, mirrored to the right. */
function mirrored(risk: Record<`${Rows}`, readonly number[]>): Record<Rows, readonly number[]> {
  const tables = {} as Record<Rows, readonly number[]>;
  for (const [rows, half] of Object.entries(risk) as [`${Rows}`, readonly number[]][]) {
    const right = half.slice(0, Number(rows) + 1 - half.length).reverse();
    tables[Number(rows) as Rows] = [...half, ...right];
  }
  return tables;
}

/**
 * The published Plinko tables: the multiplier (in hundredths) of each landing bucket, left to right,
 * for each risk level and row count; plinko-tables.json holds each row count's buckets up to the
 * centre. Shape A + B·dᵖ of the distance d from the centre, B chosen so the exact RTP (binomial
 * landing odds × multiplier) is as close to the configured 99 % as two-decimal rounding allows;
 * plinko.test.ts recomputes every table's RTP.
 */
export const plinkoTables = {
  low: mirrored(halves.low),
  medium: mirrored(halves.medium),
  high: mirrored(halves.high),
};
