import { it } from 'vitest';
import { PLINKO_RISKS, plinkoExactRtp, plinkoOutcome, plinkoPath } from '../src/index.ts';
import { expectWithinTolerance, floatsFor, SIMULATED_ROUNDS } from './simulate.ts';

/**
 * One million dropped balls per row count; each ball's path is valued at all three risk levels, so
 * every risk × rows table is measured over one million rounds (the risk level changes the table,
 * never the path). Split over two files so the two cores share the work.
 */
export function plinkoRtpCases(rowCounts: readonly number[]): void {
  it.each(rowCounts)('a million balls on %i rows land at the exact RTP of each risk level', (rows) => {
    const totals = PLINKO_RISKS.map(() => ({ sum: 0, squares: 0 }));
    for (let nonce = 0; nonce < SIMULATED_ROUNDS; nonce++) {
      const path = plinkoPath(floatsFor('plinko', nonce, rows), rows);
      PLINKO_RISKS.forEach((risk, index) => {
        const payout = plinkoOutcome(path, risk).multiplier4 / 10_000;
        totals[index]!.sum += payout;
        totals[index]!.squares += payout * payout;
      });
    }
    PLINKO_RISKS.forEach((risk, index) => {
      const { sum, squares } = totals[index]!;
      const mean = sum / SIMULATED_ROUNDS;
      const sd = Math.sqrt((squares - SIMULATED_ROUNDS * mean * mean) / (SIMULATED_ROUNDS - 1));
      const tolerance = (5 * sd) / Math.sqrt(SIMULATED_ROUNDS);
      // High risk on 16 rows has sd ≈ 14 per ball: 5σ/√n ≈ 0.07.
      expectWithinTolerance({ rounds: SIMULATED_ROUNDS, mean, tolerance }, plinkoExactRtp(risk, rows), 0.08);
    });
  });
}
