/**
 * "Star Harbour", the in-house 5-reel, 3-row, 10-line video slot. Everything here is published, read
 * from this file, on the slot's game page and on the verifier (apps/web components/fair/
 * slot-config-panel.tsx): reel strips, paylines, paytable, wild and scatter pays and the RTP. Wild substitutes for every symbol but the
 * scatter; the scatter pays anywhere on the window, in multiples of the total bet. Scatters sit at
 * least three positions apart on every strip, so a window shows at most one per reel.
 */
export const SLOT_SYMBOLS = ['wild', 'scatter', 'crown', 'comet', 'moon', 'ace', 'king', 'queen', 'jack'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type PayingSymbol = Exclude<SlotSymbol, 'scatter'>;

export const SLOT_ROWS = 3;
export const SLOT_LINES = 10;

/** A reel strip as its symbols in order, separated by spaces (read like the published table). */
function strip(symbols: string): readonly SlotSymbol[] {
  const list = symbols.trim().split(/\s+/);
  const unknown = list.find((symbol) => !(SLOT_SYMBOLS as readonly string[]).includes(symbol));
  if (unknown) throw new Error(`Unknown slot symbol '${unknown}'`);
  return list as SlotSymbol[];
}

export const slotStrips: readonly (readonly SlotSymbol[])[] = [
  strip(`scatter jack queen jack queen king ace jack queen king ace moon comet jack scatter
         queen king ace moon comet crown jack queen king ace moon comet crown wild`),
  strip(`scatter jack queen jack queen king ace jack queen king ace moon comet jack queen
         scatter king ace moon comet crown wild jack queen king ace moon comet crown wild`),
  strip(`scatter jack queen king jack queen king ace jack queen king ace moon comet jack scatter
         queen king ace moon comet crown wild jack queen king ace moon comet crown wild`),
  strip(`scatter jack queen king jack queen king ace moon jack queen king ace moon comet jack
         scatter queen king ace moon comet crown wild jack queen king ace moon comet crown wild`),
  strip(`scatter jack queen jack king jack queen king ace moon jack queen king ace moon comet scatter
         crown jack queen king ace moon comet crown jack queen king ace moon comet crown wild`),
];

/** Row (0 top … 2 bottom) on each reel for each of the 10 lines. */
export const slotPaylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Line pays in multiples of the line bet for 3, 4 and 5 in a row from the left. */
export const slotPaytable: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  wild: [50, 250, 1000],
  crown: [30, 120, 500],
  comet: [25, 80, 300],
  moon: [20, 60, 200],
  ace: [12, 30, 100],
  king: [10, 25, 80],
  queen: [8, 20, 60],
  jack: [6, 15, 50],
};

/** Scatter pays in multiples of the total bet for 3, 4 and 5 scatters anywhere. */
export const slotScatterPays: readonly [number, number, number] = [2, 10, 50];
