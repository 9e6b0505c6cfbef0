import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { inboxRoutes } from './inbox.routes.ts';

/** The inbox module: a member's messages. */
export const inboxPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(inboxRoutes, { db });
};
