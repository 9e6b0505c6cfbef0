import { betsRepository } from './bets.repository.ts';

/** A game bet by id, for an in-house game that settles a round it opened through the game wallet. */
export const betsPort = { findBet: betsRepository.findBet };
export type { Bet } from './bets.repository.ts';
