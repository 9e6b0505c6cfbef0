import { parseAmountToMinor } from '@arcadia/contracts';
import { fairConfig } from '@arcadia/fair';
import { minor, type Minor } from '../../lib/money.ts';

/*
 * Operator settings of the in-house games. Bet limits are configuration (BGS_BET_LIMITS over these
 * defaults); house edges are @arcadia/fair's published fairConfig and nothing else.
 */
export const BGS_GAMES = ['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash'] as const;
export type BgsGame = (typeof BGS_GAMES)[number];
export type BetLimits = { min: Minor; max: Minor };
export type BgsLimits = Record<BgsGame, BetLimits>;

const range = (min: bigint, max: bigint): BetLimits => ({ min: minor(min), max: minor(max) });

export const DEFAULT_BGS_LIMITS: BgsLimits = {
  dice: range(10n, 100_000n),
  limbo: range(10n, 100_000n),
  mines: range(10n, 100_000n),
  plinko: range(10n, 50_000n),
  slot: range(10n, 20_000n),
  crash: range(10n, 100_000n),
};

/** `dice=0.10-1000,mines=1-500` over the defaults; an unknown game or min > max stops the start. */
export function parseBgsLimits(text: string | null): BgsLimits {
  const limits = { ...DEFAULT_BGS_LIMITS };
  if (!text) return limits;
  for (const part of text.split(',')) {
    const [game, span = ''] = part.split('=');
    const [low = '', high = ''] = span.split('-');
    if (!(BGS_GAMES as readonly string[]).includes(game ?? '')) throw new Error(`BGS_BET_LIMITS: unknown game ${game}`);
    // One set of limits for every brand, written for a two-place currency (0.10 is 10 minor
    // units); a zero-place brand reads the same minor units as whole units until limits are per brand.
    const limit = range(parseAmountToMinor(low, 2), parseAmountToMinor(high, 2));
    if (limit.min <= 0n || limit.min > limit.max) throw new Error(`BGS_BET_LIMITS: ${part} needs 0 < min ≤ max`);
    limits[game as BgsGame] = limit;
  }
  return limits;
}

export function houseEdgeBp(game: BgsGame): number {
  // Plinko's tables and the slot's strips are published with their RTP rather than an edge.
  if (game === 'plinko') return Math.round((1 - fairConfig.plinko.targetRtp) * 10_000);
  if (game === 'slot') return Math.round((1 - fairConfig.slot.publishedRtp) * 10_000);
  return fairConfig[game].houseEdgeBp;
}

/** Catalogue game codes of the in-house games (vendor BGS). */
export const bgsGameCode = (game: BgsGame) => `bgs_${game}`;
export const BGS_VENDOR = 'BGS';
