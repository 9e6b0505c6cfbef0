import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { bgsRoutes } from './bgs.routes.ts';

/** The in-house vendor (BGS): provably fair state now; each game's bet calls register here too. */
export const bgsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(bgsRoutes, { db });
};
