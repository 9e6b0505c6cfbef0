import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { lotteryRoutes } from './lottery.routes.ts';

/** The lottery module: its calls (lobby, issues, results). The draw jobs run from the job runner. */
export const lotteryPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(lotteryRoutes, { db });
};
