import { errorStatuses } from '../common.ts';

/**
 * Codes the game calls (catalogue, favourites, launch, betting record) and the game wallet (bet,
 * win, rollback, used in-process by in-house games and lottery, and behind the Hub88 adapter)
 * answer with, and their HTTP status class. Spread into ERROR_STATUS.
 */
export const GAMES_ERROR_STATUS = errorStatuses({
  /** No such game or vendor for this merchant. */
  'games.not_found': 404,
  /** The game or its vendor is switched off. */
  'games.unavailable': 403,
  /** The vendor (or its aggregator) did not give a game address. Nothing was charged. */
  'games.launch_failed': 502,
  /** The sandbox aggregator's test sequences play only on demo credit, never on a member's money. */
  'games.scenario_demo_only': 403,
  /** A PVP launch naming a room that is not one of this game's rooms (GLS2_roomList). */
  'games.room_not_found': 404,
  /** Betting record: end before start, or a range longer than the maximum. */
  'games.date_range_invalid': 400,
  /** Console import: the file is not a JSON array or a readable CSV. Nothing changed. */
  'games.import_unreadable': 400,
  /** Console import: some rows are not valid (listed in `value.rejected`); nothing was imported. */
  'games.import_rejected': 422,
  /** A Hub88 sync needs HUB88_API_URL and HUB88_OPERATOR_ID (and the operator key) on the server. */
  'games.hub88_not_configured': 422,
  /** Same (vendor, transaction id) as an earlier call but a different body; nothing changed. */
  'bets.duplicate_transaction': 409,
  /** A bet whose transaction was already rolled back (the rollback arrived first); not charged. */
  'bets.rolled_back': 409,
  /** A win or rollback naming a bet that does not exist (or a win on a rolled-back bet). */
  'bets.reference_not_found': 404,
  /** The launch token is unknown, or bound to another member or game. */
  'bets.token_invalid': 401,
  /** The launch token expired: refused for bets, never for wins or rollbacks. */
  'bets.token_expired': 401,
  'bets.currency_mismatch': 400,
  /** Negative, fractional or too large amount. */
  'bets.amount_invalid': 400,
});

export type GamesErrorCode = keyof typeof GAMES_ERROR_STATUS;
