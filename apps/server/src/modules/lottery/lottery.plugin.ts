import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { lotteryBetRoutes } from './bets.routes.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { lotteryMemberLobbyRoutes } from './member-lobby.routes.ts';

/** The lottery module: its public calls (lobby, popular, issues, results), the members' betting calls and member lobby calls (recent, open issue). */
export const lotteryPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(lotteryRoutes, { db });
  await app.register(lotteryBetRoutes, { db });
  await app.register(lotteryMemberLobbyRoutes, { db });
};
