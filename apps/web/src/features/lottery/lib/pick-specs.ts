/*
 * How each bet type is picked on the board. The server parses and prices every pick again; this
 * only decides which buttons to draw and how a selection becomes slip lines.
 *  - numbers: a grid of values; each selected value is one line (lô 2 số, đề, 5D front two…).
 *  - typed: digits typed in (3 càng, lô 3 số, 5D front three): each entry one line.
 *  - combo: pick exactly `size` numbers from the grid; the set is one line (xiên).
 *  - positional: a position then values; each (position, value) is one line "p3:7".
 */
export type PickSpec =
  | { kind: 'numbers'; values: string[] }
  | { kind: 'typed'; digits: number }
  | { kind: 'combo'; size: number; values: string[] }
  | { kind: 'positional'; positions: number; values: string[] };

const range = (from: number, to: number, width = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
const TWO_DIGITS = range(0, 99, 2);
const BIG_SMALL = ['big', 'small'];
const ODD_EVEN = ['odd', 'even'];

export const PICK_SPECS: Record<string, PickSpec> = {
  lo2: { kind: 'numbers', values: TWO_DIGITS },
  de: { kind: 'numbers', values: TWO_DIGITS },
  lo3: { kind: 'typed', digits: 3 },
  cang3: { kind: 'typed', digits: 3 },
  xien2: { kind: 'combo', size: 2, values: TWO_DIGITS },
  xien3: { kind: 'combo', size: 3, values: TWO_DIGITS },
  xien4: { kind: 'combo', size: 4, values: TWO_DIGITS },
  'd5.position': { kind: 'positional', positions: 5, values: range(0, 9) },
  'd5.bigsmall': { kind: 'positional', positions: 5, values: BIG_SMALL },
  'd5.oddeven': { kind: 'positional', positions: 5, values: ODD_EVEN },
  'd5.sum': { kind: 'numbers', values: [...BIG_SMALL, ...ODD_EVEN] },
  'd5.front2': { kind: 'numbers', values: TWO_DIGITS },
  'd5.front3': { kind: 'typed', digits: 3 },
  'f3.sum': { kind: 'numbers', values: range(3, 18) },
  'f3.triple': { kind: 'numbers', values: range(1, 6) },
  'f3.anytriple': { kind: 'numbers', values: ['any'] },
  'f3.pair': { kind: 'numbers', values: range(1, 6) },
  'f3.bigsmall': { kind: 'numbers', values: BIG_SMALL },
  'f3.oddeven': { kind: 'numbers', values: ODD_EVEN },
  'pk10.position': { kind: 'positional', positions: 10, values: range(1, 10) },
  'pk10.bigsmall': { kind: 'positional', positions: 10, values: BIG_SMALL },
  'pk10.oddeven': { kind: 'positional', positions: 10, values: ODD_EVEN },
  'pk10.dragontiger': { kind: 'positional', positions: 5, values: ['dragon', 'tiger'] },
  'pk10.top2sum': { kind: 'numbers', values: range(3, 19) },
};

/** The odds a pick gets: the key is the pick itself for sums, "" otherwise. */
export function oddsOf(odds: Record<string, string>, pick: string): string | undefined {
  return odds[pick] ?? odds[''];
}

/** Words (big, small, odd…) are translated; numbers are shown as they are. */
export const isWord = (value: string) => /^[a-z]+$/.test(value);
