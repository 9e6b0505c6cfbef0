import { randomInt } from 'node:crypto';

export type PlayKind = 'spin' | 'deal';
export type Outcome = { kind: PlayKind; symbols: string[]; multiplier: number; text: string };

/** Tables and rooms deal cards; everything else spins reels. */
export const playKindOf = (category: string): PlayKind =>
  ['LIVE', 'PVP', 'SPORTS', 'ESPORTS'].includes(category) ? 'deal' : 'spin';

/**
 * Reel pays as a weighted table (out of 100): RTP 94%. Symbols are plain glyphs every system font
 * has (colour emoji are missing on many Linux machines and show as empty boxes).
 */
const SPIN_TABLE: { weight: number; multiplier: number; symbol: string }[] = [
  { weight: 55, multiplier: 0, symbol: '' },
  { weight: 10, multiplier: 0.5, symbol: '♣' },
  { weight: 15, multiplier: 1, symbol: '♥' },
  { weight: 12, multiplier: 2, symbol: '♦' },
  { weight: 6, multiplier: 5, symbol: '★' },
  { weight: 2, multiplier: 10, symbol: '7' },
];
const REEL = ['♣', '♥', '♦', '★', '7', '◆'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

function spin(): Outcome {
  let roll = randomInt(100);
  const line = SPIN_TABLE.find((row) => (roll -= row.weight) < 0)!;
  if (line.multiplier > 0)
    return {
      kind: 'spin',
      symbols: [line.symbol, line.symbol, line.symbol],
      multiplier: line.multiplier,
      text: `${line.symbol} ×3`,
    };
  // A losing line: never three of a kind.
  const symbols = [REEL[randomInt(REEL.length)]!, REEL[randomInt(REEL.length)]!];
  const third = REEL.filter((s) => s !== symbols[0])[randomInt(REEL.length - 1)]!;
  return { kind: 'spin', symbols: [...symbols, third], multiplier: 0, text: 'No win' };
}

/** Player against banker, one card each: higher pays 2×, a tie returns half (RTP about 96%). */
function deal(): Outcome {
  const player = randomInt(RANKS.length);
  const banker = randomInt(RANKS.length);
  const multiplier = player > banker ? 2 : player === banker ? 0.5 : 0;
  const text = multiplier === 2 ? 'Player wins' : multiplier === 0.5 ? 'Tie: half back' : 'Banker wins';
  return { kind: 'deal', symbols: [RANKS[player]!, RANKS[banker]!], multiplier, text };
}

export const playOnce = (kind: PlayKind): Outcome => (kind === 'deal' ? deal() : spin());

/** The payout in cents, rounded down: a fraction of a cent is never paid. */
export const payoutOf = (stake: bigint, multiplier: number) => (stake * BigInt(Math.round(multiplier * 100))) / 100n;
