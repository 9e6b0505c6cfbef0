import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { betsRoutes } from './bets.routes.ts';

/**
 * The game wallet: every vendor's bet, win and rollback in one transaction with the ledger and the
 * play record, and the bets record they write (`bets`, `game_transactions`), which the betting
 * record and the winner board read.
 */
export const gameWalletPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(betsRoutes, { db });
};
