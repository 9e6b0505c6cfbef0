import { describe, expect, it } from 'vitest';
import {
  fairConfig,
  SLOT_LINES,
  SLOT_SYMBOLS,
  slotExactRtp,
  slotLinePay,
  slotOutcome,
  slotPaylines,
  slotScatterPays,
  slotStops,
  slotStrips,
  type SlotSymbol,
} from '../src/index.ts';
import { BYTE_VALUES, byteValueCounts, compoundBias, expectEvenCounts } from './byte-values.ts';

const REELS = slotStrips.length;

/**
 * What the real code shows, reel by reel: how many byte values stop the reel at each stop (through
 * slotStops) and the column of symbols each stop shows (through slotOutcome's window).
 */
function reels(): { counts: number[]; columns: SlotSymbol[][] }[] {
  return slotStrips.map((strip, reel) => {
    const counts = byteValueCounts((float) => {
      const floats = new Array<number>(REELS).fill(0);
      floats[reel] = float;
      return slotStops(floats)[reel]!;
    }, strip.length);
    const columns = strip.map((_, stop) => {
      const stops = new Array<number>(REELS).fill(0);
      stops[reel] = stop;
      return slotOutcome(stops).window[reel]!;
    });
    return { counts, columns };
  });
}

/** The published scatter pay, in multiples of the total bet, for a number of scatters in the window. */
function scatterPay(scatters: number): number {
  return scatters >= 3 ? slotScatterPays[Math.min(scatters, 5) - 3]! : 0;
}

/**
 * The spin's payout as the sum of its parts, each part from the real line pay and scatter table: the
 * line pays over the ten lines plus the scatter pay. Linear, so its mean is the sum of the parts'.
 */
function payOfParts(columns: readonly (readonly SlotSymbol[])[]): number {
  const lines = slotPaylines.reduce(
    (sum, rows) => sum + slotLinePay(rows.map((row, reel) => columns[reel]![row]!)).pay,
    0,
  );
  const scatters = columns.flat().filter((symbol) => symbol === 'scatter').length;
  return lines / SLOT_LINES + scatterPay(scatters);
}

describe('slot RTP, exact over every stop of every reel', () => {
  it('every stop of every reel comes from ⌊2³²/length⌋ or ⌈2³²/length⌉ byte values', () => {
    for (const { counts } of reels()) expectEvenCounts(counts);
  });

  // Spins whose five reels show a scatter each (every five-scatter window) and 10,000 others: the
  // real slotOutcome pays exactly the sum of its parts, so the parts' means below are its mean.
  it('a spin pays its ten lines over ten plus its scatter pay', () => {
    const all = reels();
    const scatterStops = all.map(({ columns }) =>
      columns.flatMap((column, stop) => (column.includes('scatter') ? [stop] : [])),
    );
    const spins: number[][] = [];
    const everyScatter = (reel: number, stops: number[]): void => {
      if (reel === REELS) spins.push(stops);
      else for (const stop of scatterStops[reel]!) everyScatter(reel + 1, [...stops, stop]);
    };
    everyScatter(0, []);
    let seed = 11;
    for (let spin = 0; spin < 10_000; spin++)
      spins.push(slotStrips.map((strip) => (seed = (seed * 48_271) % 2_147_483_647) % strip.length));
    let differing = 0;
    for (const stops of spins) {
      const expected = payOfParts(stops.map((stop, reel) => all[reel]!.columns[stop]!));
      if (Math.abs(slotOutcome(stops).multiplier4 / 10_000 - expected) > 1e-9) differing++;
    }
    expect(differing).toBe(0);
  });

  // Reels stop independently, so a line's symbols are independent reel by reel: its mean pay is a sum
  // over symbol combinations of the real line pay, and the scatter count a convolution over reels.
  it('bytes → stops → window → pay return the published RTP, off by no more than the byte counts allow', () => {
    const all = reels();
    const stopProbability = all.map(({ counts }) => counts.map((count) => count / BYTE_VALUES));
    let lines = 0;
    for (const rows of slotPaylines) {
      const symbolProbability = all.map(({ columns }, reel) =>
        SLOT_SYMBOLS.map((symbol) =>
          columns.reduce(
            (sum, column, stop) => sum + (column[rows[reel]!] === symbol ? stopProbability[reel]![stop]! : 0),
            0,
          ),
        ),
      );
      const combo: SlotSymbol[] = [];
      const visit = (reel: number, probability: number): void => {
        if (probability === 0) return;
        if (reel === REELS) {
          lines += probability * slotLinePay(combo).pay;
          return;
        }
        SLOT_SYMBOLS.forEach((symbol, index) => {
          combo[reel] = symbol;
          visit(reel + 1, probability * symbolProbability[reel]![index]!);
        });
      };
      visit(0, 1);
    }
    let scatterCounts = [1];
    all.forEach(({ columns }, reel) => {
      const next = new Array<number>(scatterCounts.length + 3).fill(0);
      columns.forEach((column, stop) => {
        const shown = column.filter((symbol) => symbol === 'scatter').length;
        scatterCounts.forEach((p, count) => (next[count + shown]! += p * stopProbability[reel]![stop]!));
      });
      scatterCounts = next;
    });
    const scatter = scatterCounts.reduce((sum, p, count) => sum + p * scatterPay(count), 0);
    const rtp = lines / SLOT_LINES + scatter;

    const bias = compoundBias(all.map(({ counts }) => expectEvenCounts(counts)));
    const exact = slotExactRtp();
    expect(exact.total).toBeCloseTo(fairConfig.slot.publishedRtp, 6);
    expect(fairConfig.slot.publishedRtp).toBe(0.966852);
    expect(Math.abs(rtp - exact.total)).toBeLessThanOrEqual(exact.total * bias + 1e-12);
    expect(Math.abs(lines / SLOT_LINES - exact.lines)).toBeLessThanOrEqual(exact.lines * bias + 1e-12);
    expect(Math.abs(scatter - exact.scatter)).toBeLessThanOrEqual(exact.scatter * bias + 1e-12);
  });
});
