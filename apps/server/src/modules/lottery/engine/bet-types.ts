import type { BetType } from './bet-type.ts';
import { DICE3_BET_TYPES, DIGITS5_BET_TYPES, ORDER10_BET_TYPES } from './number-bets.ts';
import type { DrawResult } from './results.ts';
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
