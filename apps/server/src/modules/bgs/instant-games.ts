import {
  diceWinChance100,
  isValidDiceBet,
  isValidLimboTarget,
  playDice,
  playLimbo,
  playPlinko,
  playSlot,
  type DiceDirection,
  type PlinkoRisk,
  type RoundSeeds,
} from '@arcadia/fair';
import { bgsErrors } from './bgs.errors.ts';
import { houseEdgeBp } from './bgs.config.ts';

/*
 * The one-shot games: what the player chose → what the seeds decide. Each returns the payout
 * multiplier (ten-thousandths), the choice and outcome to store, the answer's own fields and a
 * short summary for the history. Outcomes come from @arcadia/fair only, edges from its config.
 */
export type InstantPlay = {
  multiplier4: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  answer: Record<string, unknown>;
  /** The bet's chance to win in basis points, where the game knows it: valid bet counts only the real risk. */
  winChanceBp?: number;
};
export type InstantGame<C> = { validate(choice: C): void; play(seeds: RoundSeeds, choice: C): InstantPlay };

const hundredths = (value: number) => Math.round(value * 100);
const twoPlaces = (value100: number) => (value100 / 100).toFixed(2);

export const diceGame: InstantGame<{ target: number; direction: DiceDirection }> = {
  validate({ target, direction }) {
    if (!isValidDiceBet({ target100: hundredths(target), direction })) throw bgsErrors.invalidField('target');
  },
  play(seeds, { target, direction }) {
    const bet = { target100: hundredths(target), direction };
    const result = playDice(seeds, bet, houseEdgeBp('dice'));
    return {
      multiplier4: result.multiplier4,
      params: { target: twoPlaces(bet.target100), direction },
      outcome: { roll: twoPlaces(result.roll100) },
      answer: { roll: twoPlaces(result.roll100), target: twoPlaces(bet.target100), direction },
      winChanceBp: diceWinChance100(bet),
    };
  },
};

export const limboGame: InstantGame<{ target: number }> = {
  validate({ target }) {
    if (!isValidLimboTarget(hundredths(target))) throw bgsErrors.invalidField('target');
  },
  play(seeds, { target }) {
    const result = playLimbo(seeds, hundredths(target), houseEdgeBp('limbo'));
    return {
      multiplier4: result.multiplier4,
      params: { target: twoPlaces(hundredths(target)) },
      outcome: { result: twoPlaces(result.result100) },
      answer: { result: twoPlaces(result.result100), target: twoPlaces(hundredths(target)) },
      // P(result ≥ target) = (1 − edge) / target.
      winChanceBp: Math.min(10_000, Math.floor(((10_000 - houseEdgeBp('limbo')) * 100) / hundredths(target))),
    };
  },
};

export const plinkoGame: InstantGame<{ rows: number; risk: PlinkoRisk }> = {
  validate() {},
  play(seeds, { rows, risk }) {
    const result = playPlinko(seeds, risk, rows);
    return {
      multiplier4: result.multiplier4,
      params: { rows, risk },
      outcome: { bucket: result.bucket, path: result.path },
      answer: { path: result.path, bucket: result.bucket, rows },
    };
  },
};

export const slotGame: InstantGame<Record<string, never>> = {
  validate() {},
  play(seeds) {
    const result = playSlot(seeds);
    return {
      multiplier4: result.multiplier4,
      params: {},
      outcome: { stops: result.stops },
      answer: { stops: result.stops, window: result.window, lineWins: result.lineWins, scatters: result.scatters },
    };
  },
};
