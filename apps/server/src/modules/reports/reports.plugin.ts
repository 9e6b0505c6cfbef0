import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { reportsRoutes } from './reports.routes.ts';

/** Brand reports for the operator console, read from the play-record roll-ups. */
export const reportsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(dashboardRoutes, { db });
  await app.register(reportsRoutes, { db });
};
