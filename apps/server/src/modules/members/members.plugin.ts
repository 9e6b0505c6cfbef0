import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { membersRoutes } from './members.routes.ts';

/** The members module: a member's own profile calls. */
export const membersPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(membersRoutes, { db });
};
