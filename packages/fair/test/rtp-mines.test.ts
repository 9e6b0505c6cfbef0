import { describe, expect, it } from 'vitest';
import {
  fairConfig,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minePositions,
  minesExactRtp,
  minesMultiplier4,
} from '../src/index.ts';
import { expectWithinTolerance, floatsFor, simulate, SIMULATED_ROUNDS } from './simulate.ts';

describe('Mines RTP', () => {
  it('every mines count and number of gems pays (1 − edge) of the fair odds, less under 0.01 % of rounding', () => {
    const target = 1 - fairConfig.mines.houseEdgeBp / 10_000;
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let gems = 1; gems <= MINES_TILES - mines; gems++) {
        const rtp = minesExactRtp(mines, gems);
        expect(rtp).toBeLessThanOrEqual(target + 1e-12);
        expect(rtp).toBeGreaterThan(target - 1e-4);
      }
    }
    expect(minesMultiplier4(24, 1)).toBe(247_500);
    expect(minesMultiplier4(1, 1)).toBe(10_312);
  });

  // A sample of counts; the player reveals tiles 0, 1, … in order and cashes out after `gems` of them
  // (the layout is uniformly random, so any fixed order is as good as any choice).
  it.each([
    [1, 5],
    [3, 3],
    [5, 2],
    [8, 2],
    [24, 1],
  ])('a million rounds with %i mines, cashing out after %i gems, return the exact RTP', (mines, gems) => {
    const multiplier = minesMultiplier4(mines, gems) / 10_000;
    const measured = simulate(SIMULATED_ROUNDS, (nonce) => {
      const layout = minePositions(floatsFor('mines', nonce, mines), mines);
      return layout.some((tile) => tile < gems) ? 0 : multiplier;
    });
    // 24 mines, 1 gem: p = 1/25 of 24.75× gives sd ≈ 4.85, so 5σ/√n ≈ 0.024.
    expectWithinTolerance(measured, minesExactRtp(mines, gems), 0.03);
  });

  it('every tile is equally likely to hold a mine', () => {
    const hits = new Array<number>(MINES_TILES).fill(0);
    const rounds = 100_000;
    for (let nonce = 0; nonce < rounds; nonce++)
      for (const tile of minePositions(floatsFor('uniform', nonce, 3), 3)) hits[tile]! += 1;
    // Expected 12,000 per tile, sd ≈ 107: allow 5σ.
    for (const count of hits) expect(Math.abs(count - (rounds * 3) / MINES_TILES)).toBeLessThan(540);
  });
});
