import { describe, expect, it } from 'vitest';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minePositions,
  minesExactRtp,
  minesMultiplier4,
  shuffleWithFloats,
} from '../src/index.ts';
import { BYTE_VALUES, byteValueCounts, compoundBias, expectEvenCounts, floatOfBytes } from './byte-values.ts';

const PUBLISHED_RTP = 0.99;

/**
 * The byte-value counts of each shuffle step's draw, through the real minePositions: with zero
 * floats before it, step i leaves tiles 0 … i − 1 where they are and mines tile i + its draw.
 */
function stepCounts(): number[][] {
  return Array.from({ length: MINES_MAX }, (_, step) =>
    byteValueCounts((float) => {
      const floats = [...new Array<number>(step).fill(0), float];
      return minePositions(floats, step + 1).at(-1)! - step;
    }, MINES_TILES - step),
  );
}

/** A float the real mapping turns into `draw` at a step: the lowest byte value of that draw. */
function floatForDraw(counts: readonly number[], draw: number): number {
  return floatOfBytes(counts.slice(0, draw).reduce((sum, count) => sum + count, 0));
}

/** C(n, k) exactly, as a number (at most C(25, 12) here). */
function choose(n: number, k: number): number {
  let ways = 1;
  for (let i = 0; i < k; i++) ways = (ways * (n - i)) / (i + 1);
  return Math.round(ways);
}

describe('Mines RTP, exact', () => {
  it('every mines count and number of gems pays 99 % of the fair odds, less under 0.01 % of rounding', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let gems = 1; gems <= MINES_TILES - mines; gems++) {
        // A uniformly random layout leaves the first `gems` tiles (any fixed choice is as good) safe
        // in C(25 − gems, mines) of the C(25, mines) layouts.
        const safe = choose(MINES_TILES - gems, mines) / choose(MINES_TILES, mines);
        const rtp = (safe * minesMultiplier4(mines, gems)) / 10_000;
        expect(rtp).toBeCloseTo(minesExactRtp(mines, gems), 12);
        expect(rtp).toBeLessThanOrEqual(PUBLISHED_RTP + 1e-12);
        expect(rtp).toBeGreaterThan(PUBLISHED_RTP - 1e-4);
      }
    }
    expect(minesMultiplier4(24, 1)).toBe(247_500);
    expect(minesMultiplier4(1, 1)).toBe(10_312);
  });

  it('every shuffle step draws each remaining tile from ⌊2³²/n⌋ or ⌈2³²/n⌉ byte values', () => {
    const biases = stepCounts().map((counts) => expectEvenCounts(counts));
    // So no layout's probability is off the uniform 1 / C(25, mines) by more than this, relatively.
    expect(compoundBias(biases)).toBeLessThan(1e-6);
  });

  // Forward Fisher–Yates is uniform because each sequence of draws gives a different arrangement:
  // shown here for every board of up to 7 items, all sequences, through the real shuffle.
  it('the real shuffle gives every arrangement of up to 7 items from exactly one sequence of draws', () => {
    for (let items = 2; items <= 7; items++) {
      const list = Array.from({ length: items }, (_, i) => i);
      const seen = new Set<string>();
      let sequences = 1;
      for (let n = 2; n <= items; n++) sequences *= n;
      for (let index = 0; index < sequences; index++) {
        let rest = index;
        const floats = list.slice(0, -1).map((_, step) => {
          const choices = items - step;
          const draw = rest % choices;
          rest = Math.floor(rest / choices);
          return (draw + 0.5) / choices;
        });
        seen.add(shuffleWithFloats(list, floats).join());
      }
      expect(seen.size).toBe(sequences);
    }
  });

  // At every mines count, the last draw mines each still-safe tile once: by induction every ordered
  // choice of mines comes from one sequence of draws, so every layout from mines! of them.
  it('at every mines count the last draw can mine each safe tile, and only those', () => {
    const counts = stepCounts();
    let seed = 7;
    const nextDraw = (choices: number) => (seed = (seed * 48_271) % 2_147_483_647) % choices;
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let trial = 0; trial < 10; trial++) {
        const prefix = counts.slice(0, mines - 1).map((c) => floatForDraw(c, nextDraw(c.length)));
        const before = minePositions(prefix, mines - 1);
        const added = new Set<number>();
        for (let draw = 0; draw < MINES_TILES - mines + 1; draw++) {
          const layout = minePositions([...prefix, floatForDraw(counts[mines - 1]!, draw)], mines);
          const extra = layout.filter((tile) => !before.includes(tile));
          expect(extra).toHaveLength(1);
          added.add(extra[0]!);
        }
        expect(added.size).toBe(MINES_TILES - mines + 1);
      }
    }
  });

  // The whole chain for 1–3 mines: every sequence of draws, weighted by its byte-value counts,
  // through the real minePositions and minesMultiplier4, for every number of gems.
  it.each([1, 2, 3])('%i mines: bytes → layout → payout return the exact RTP for every cash-out', (mines) => {
    const counts = stepCounts().slice(0, mines);
    const layouts = new Map<string, { tiles: number[]; probability: number; sequences: number }>();
    const visit = (floats: number[], probability: number): void => {
      if (floats.length === mines) {
        const tiles = minePositions(floats, mines);
        const entry = layouts.get(tiles.join()) ?? { tiles, probability: 0, sequences: 0 };
        layouts.set(tiles.join(), {
          tiles,
          probability: entry.probability + probability,
          sequences: entry.sequences + 1,
        });
        return;
      }
      const stepCount = counts[floats.length]!;
      stepCount.forEach((count, draw) =>
        visit([...floats, floatForDraw(stepCount, draw)], (probability * count) / BYTE_VALUES),
      );
    };
    visit([], 1);
    expect(layouts.size).toBe(choose(MINES_TILES, mines));
    const orders = [1, 1, 2, 6][mines]!; // mines!, the orders a layout's mines can be drawn in
    for (const { sequences } of layouts.values()) expect(sequences).toBe(orders);
    const bias = compoundBias(counts.map((c) => expectEvenCounts(c)));
    for (let gems = 1; gems <= MINES_TILES - mines; gems++) {
      const multiplier = minesMultiplier4(mines, gems) / 10_000;
      let rtp = 0;
      for (const { tiles, probability } of layouts.values())
        if (tiles.every((tile) => tile >= gems)) rtp += probability * multiplier;
      const exact = minesExactRtp(mines, gems);
      expect(Math.abs(rtp - exact)).toBeLessThanOrEqual(exact * bias + 1e-12);
      expect(rtp).toBeGreaterThan(PUBLISHED_RTP - 1e-4 - exact * bias);
    }
  });
});
