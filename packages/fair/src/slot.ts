import {
  SLOT_LINES,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  slotPaylines,
  slotPaytable,
  slotScatterPays,
  slotStrips,
  type SlotSymbol,
} from './slot-config.ts';
import { roundFloats, type RoundSeeds } from './rounds.ts';

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In multiples of the line bet. */
  pay: number;
}

export interface SlotResult {
  /** Stop position of each reel: the window's top row shows strip[stop]. */
  stops: number[];
  /** window[reel][row]. */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatters: number;
  /** In multiples of the total bet. */
  scatterPay: number;
  /** Total payout over the total bet, in ten-thousandths. */
  multiplier4: number;
}

/** Reel r stops at floor(float_r × strip length). */
export function slotStops(floats: readonly number[]): number[] {
  return slotStrips.map((strip, reel) => Math.floor(floats[reel]! * strip.length));
}

/** Pay of the five symbols on one line: leading wilds pay as wilds or substitute, whichever is more. */
export function slotLinePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pay: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds++;
  const wildPay = wilds >= 3 ? slotPaytable.wild[wilds - 3]! : 0;
  const symbol = symbols[wilds];
  if (symbol === undefined || symbol === 'scatter' || symbol === 'wild')
    return { symbol: 'wild', count: wilds, pay: wildPay };
  let count = wilds;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
  const symbolPay = count >= 3 ? slotPaytable[symbol][count - 3]! : 0;
  return symbolPay >= wildPay ? { symbol, count, pay: symbolPay } : { symbol: 'wild', count: wilds, pay: wildPay };
}

export function slotOutcome(stops: readonly number[]): SlotResult {
  const window = slotStrips.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: SlotLineWin[] = [];
  slotPaylines.forEach((rows, line) => {
    const win = slotLinePay(rows.map((row, reel) => window[reel]![row]!));
    if (win.pay > 0) lineWins.push({ line, ...win });
  });
  const scatters = window.reduce((sum, column) => sum + column.filter((symbol) => symbol === 'scatter').length, 0);
  const scatterPay = scatters >= 3 ? slotScatterPays[Math.min(scatters, 5) - 3]! : 0;
  const linePays = lineWins.reduce((sum, win) => sum + win.pay, 0);
  const multiplier4 = (linePays * 10_000) / SLOT_LINES + scatterPay * 10_000;
  return { stops: [...stops], window, lineWins, scatters, scatterPay, multiplier4 };
}

export function playSlot(seeds: RoundSeeds): SlotResult {
  return slotOutcome(slotStops(roundFloats(seeds, slotStrips.length)));
}

/**
 * Exact RTP from the published strips: each line shows, on each reel, a uniformly random strip
 * position, so its expected pay is a sum over symbol combinations weighted by strip frequencies;
 * the scatter count per reel is 0 or 1 with probability 3 × scatters / strip length.
 */
export function slotExactRtp(): { lines: number; scatter: number; total: number } {
  const frequencies = slotStrips.map((strip) =>
    SLOT_SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length / strip.length),
  );
  let lines = 0;
  const combo: SlotSymbol[] = [];
  const visit = (reel: number, probability: number): void => {
    if (probability === 0) return;
    if (reel === slotStrips.length) {
      lines += probability * slotLinePay(combo).pay;
      return;
    }
    SLOT_SYMBOLS.forEach((symbol, index) => {
      combo[reel] = symbol;
      visit(reel + 1, probability * frequencies[reel]![index]!);
    });
  };
  visit(0, 1);
  let counts = [1];
  for (const strip of slotStrips) {
    const p = (SLOT_ROWS * strip.filter((s) => s === 'scatter').length) / strip.length;
    counts = [...counts, 0].map((value, k) => value * (1 - p) + (k > 0 ? counts[k - 1]! * p : 0));
  }
  const scatter = slotScatterPays.reduce((sum, pay, index) => sum + counts[index + 3]! * pay, 0);
  return { lines, scatter, total: lines + scatter };
}
