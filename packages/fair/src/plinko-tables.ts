/** A risk level's tables from each row count's buckets up to the centre, mirrored to the right. */
function mirrored<Rows extends number>(halves: Record<Rows, readonly number[]>): Record<Rows, readonly number[]> {
  const tables = {} as Record<Rows, readonly number[]>;
  for (const [rows, half] of Object.entries(halves) as [`${Rows}`, readonly number[]][]) {
    const right = half.slice(0, Number(rows) + 1 - half.length).reverse();
    tables[Number(rows) as Rows] = [...half, ...right];
  }
  return tables;
}

/**
 * The published Plinko tables: the multiplier (in hundredths) of each landing bucket, left to right,
 * for each risk level and row count. Shape A + B·dᵖ of the distance d from the centre, B chosen so the
 * exact RTP (binomial landing odds × multiplier) is as close to the configured 99 % as two-decimal
 * rounding allows; plinko.test.ts recomputes every table's RTP.
 */
export const plinkoTables = {
  low: mirrored({
    8: [445, 272, 148, 74, 50],
    9: [495, 319, 187, 99, 55],
    10: [543, 366, 227, 129, 69, 50],
    11: [594, 414, 270, 162, 90, 54],
    12: [644, 462, 313, 198, 115, 66, 50],
    13: [694, 511, 358, 236, 145, 84, 53],
    14: [736, 554, 400, 274, 176, 106, 64, 50],
    15: [791, 607, 448, 316, 211, 132, 79, 53],
    16: [839, 654, 493, 358, 247, 160, 99, 62, 50],
  }),
  medium: mirrored({
    8: [1640, 540, 130, 36, 30],
    9: [2050, 771, 222, 54, 30],
    10: [2520, 1040, 352, 93, 33, 30],
    11: [3000, 1360, 517, 157, 46, 30],
    12: [3560, 1730, 728, 250, 73, 32, 30],
    13: [4140, 2130, 975, 376, 120, 41, 30],
    14: [4810, 2610, 1270, 539, 191, 61, 31, 30],
    15: [5470, 3090, 1600, 735, 288, 97, 38, 30],
    16: [6190, 3640, 1980, 971, 415, 151, 54, 31, 30],
  }),
  high: mirrored({
    8: [4450, 611, 54, 20, 20],
    9: [6430, 1120, 124, 22, 20],
    10: [8930, 1880, 269, 34, 20, 20],
    11: [12000, 2980, 530, 68, 21, 20],
    12: [15900, 4470, 955, 144, 27, 20, 20],
    13: [20800, 6470, 1600, 292, 45, 20, 20],
    14: [26300, 8980, 2520, 544, 89, 24, 20, 20],
    15: [33100, 12100, 3790, 947, 179, 35, 20, 20],
    16: [41000, 16100, 5490, 1540, 340, 62, 22, 20, 20],
  }),
};
