import { errorStatuses } from '../common.ts';

/** Codes the in-house game calls answer with, and their HTTP status class. Spread into ERROR_STATUS. */
export const BGS_ERROR_STATUS = errorStatuses({
  /** A Mines game is already open for this member: finish it (reveal or cash out) first. */
  'bgs.game_open': 409,
  /** No open Mines game to reveal a tile in or cash out. */
  'bgs.no_open_game': 404,
  /** That tile was already revealed in this game. */
  'bgs.tile_revealed': 409,
  /** Cashing out needs at least one revealed tile. */
  'bgs.nothing_to_cash_out': 409,
  /** Crash: bets are taken only during the betting phase. */
  'bgs.crash_betting_closed': 409,
  /** Crash: one bet per player and round. */
  'bgs.crash_already_bet': 409,
  /** Crash: no bet in the running round to cash out (or it was already cashed out). */
  'bgs.crash_no_bet': 409,
  /**
   * A seed pair that an unfinished round (an open Mines game) was played under cannot be rotated:
   * revealing it would reveal that round's outcome. Finish the round, then rotate.
   */
  'bgs.seed_in_play': 409,
  /** The launch token belongs to another game. */
  'bgs.wrong_game': 403,
});

export type BgsErrorCode = keyof typeof BGS_ERROR_STATUS;
