import { fairConfig, MULTIPLIER_SCALE } from './config.ts';
import { roundFloats, type RoundSeeds } from './rounds.ts';

export type DiceDirection = 'over' | 'under';

/** target100 is the target in hundredths (49.50 → 4950); the roll wins strictly under or over it. */
export interface DiceBet {
  target100: number;
  direction: DiceDirection;
}

export interface DiceResult {
  roll100: number;
  win: boolean;
  multiplier4: number;
}

/** Win chance between 1 % and 98 % (in hundredths of a percent). */
export const DICE_MIN_CHANCE100 = 100;
export const DICE_MAX_CHANCE100 = 9800;
const ROLL_OUTCOMES = 10_001;

/** roll = floor(float0 × 10001) / 100: 0.00 … 100.00, each of the 10,001 values equally likely. */
export function diceRoll(floats: readonly number[]): number {
  return Math.floor(floats[0]! * ROLL_OUTCOMES);
}

/** Win chance in hundredths of a percent, which is also the number of winning rolls. */
export function diceWinChance100(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target100 : 10_000 - bet.target100;
}

export function isValidDiceBet(bet: DiceBet): boolean {
  const chance = diceWinChance100(bet);
  return Number.isInteger(bet.target100) && chance >= DICE_MIN_CHANCE100 && chance <= DICE_MAX_CHANCE100;
}

/** multiplier = (100 − house edge %) / win chance %, rounded down to 4 places. */
export function diceMultiplier4(bet: DiceBet, houseEdgeBp: number = fairConfig.dice.houseEdgeBp): number {
  return Math.floor(((10_000 - houseEdgeBp) * MULTIPLIER_SCALE) / diceWinChance100(bet));
}

export function diceOutcome(bet: DiceBet, roll100: number, houseEdgeBp?: number): DiceResult {
  const win = bet.direction === 'under' ? roll100 < bet.target100 : roll100 > bet.target100;
  return { roll100, win, multiplier4: win ? diceMultiplier4(bet, houseEdgeBp) : 0 };
}

export function playDice(seeds: RoundSeeds, bet: DiceBet, houseEdgeBp?: number): DiceResult {
  return diceOutcome(bet, diceRoll(roundFloats(seeds, 1)), houseEdgeBp);
}

/** Exact return to player of one Dice bet: winning rolls / 10001 × multiplier. */
export function diceExactRtp(bet: DiceBet, houseEdgeBp?: number): number {
  return (diceWinChance100(bet) / ROLL_OUTCOMES) * (diceMultiplier4(bet, houseEdgeBp) / MULTIPLIER_SCALE);
}
