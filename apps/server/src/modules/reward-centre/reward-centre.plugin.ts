import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { rewardCentreRoutes } from './reward-centre.routes.ts';

/** The reward centre (issue 28): one read over the reward sources the paying modules register. */
export const rewardCentrePlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(rewardCentreRoutes, { db });
};
