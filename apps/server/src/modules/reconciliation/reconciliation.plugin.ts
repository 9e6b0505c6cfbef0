import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { systemChecksRoutes } from './system-checks.routes.ts';

/** The books checked on demand from the operator console (the command line runs the same checks). */
export const reconciliationPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(systemChecksRoutes, { db });
};
