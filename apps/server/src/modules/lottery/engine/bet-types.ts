import type { BetType } from './bet-type.ts';
import { DICE3_BET_TYPES, DIGITS5_BET_TYPES, ORDER10_BET_TYPES } from './number-bets.ts';
import type { DrawResult, ResultShape } from './results.ts';
import { VN_BET_TYPES } from './vn-bets.ts';

/** Every bet type the engine knows, by code. A game definition offers a subset with its odds. */
export const BET_TYPES = {
  ...VN_BET_TYPES,
  ...DIGITS5_BET_TYPES,
  ...DICE3_BET_TYPES,
  ...ORDER10_BET_TYPES,
} as const;

export type BetTypeCode = keyof typeof BET_TYPES;

export function isBetTypeCode(code: string): code is BetTypeCode {
  return Object.hasOwn(BET_TYPES, code);
}

export function betType(code: BetTypeCode): BetType<DrawResult> {
  return BET_TYPES[code] as unknown as BetType<DrawResult>;
}

/** The most times a line of this bet type can win on one draw of this shape (1 for an unknown code). */
export function maxHitsOf(code: string, shape: ResultShape): number {
  return isBetTypeCode(code) ? (betType(code).maxHits?.(shape) ?? 1) : 1;
}
