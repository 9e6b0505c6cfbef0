import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { lotteryBetRoutes } from './bets.routes.ts';
import { lotteryRoutes } from './lottery.routes.ts';

/** The lottery module: its public calls (lobby, issues, results) and the members' betting calls. */
export const lotteryPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(lotteryRoutes, { db });
  await app.register(lotteryBetRoutes, { db });
};
