import { fairConfig } from './config.ts';
import { roundFloats, shuffleWithFloats, type RoundSeeds } from './rounds.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

const TILE_INDEXES = Array.from({ length: MINES_TILES }, (_, index) => index);

export function isValidMinesCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/**
 * Mine positions (0 … 24, row by row) from the round's floats: the first `mines` tiles of a forward
 * Fisher–Yates shuffle of the 25 tiles, one float per mine. Sorted for display.
 */
export function minePositions(floats: readonly number[], mines: number): number[] {
  return shuffleWithFloats(TILE_INDEXES, floats.slice(0, mines))
    .slice(0, mines)
    .sort((a, b) => a - b);
}

export function playMinesLayout(seeds: RoundSeeds, mines: number): number[] {
  return minePositions(roundFloats(seeds, mines), mines);
}

/**
 * Multiplier after `gems` safe tiles with `mines` mines, in ten-thousandths, rounded down:
 * (1 − edge) × C(25, gems) / C(25 − mines, gems), the fair odds of surviving that many picks.
 */
export function minesMultiplier4(
  mines: number,
  gems: number,
  houseEdgeBp: number = fairConfig.mines.houseEdgeBp,
): number {
  if (gems === 0) return 10_000;
  let numerator = BigInt(10_000 - houseEdgeBp);
  let denominator = 1n;
  for (let i = 0; i < gems; i++) {
    numerator *= BigInt(MINES_TILES - i);
    denominator *= BigInt(MINES_TILES - mines - i);
  }
  return Number(numerator / denominator);
}

/** Exact RTP of revealing `gems` tiles then cashing out: survival probability × multiplier. */
export function minesExactRtp(mines: number, gems: number, houseEdgeBp?: number): number {
  let survive = 1;
  for (let i = 0; i < gems; i++) survive *= (MINES_TILES - mines - i) / (MINES_TILES - i);
  return (survive * minesMultiplier4(mines, gems, houseEdgeBp)) / 10_000;
}
