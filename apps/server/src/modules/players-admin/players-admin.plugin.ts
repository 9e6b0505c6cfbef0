import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { playersAdminRoutes } from './players-admin.routes.ts';

/** The console's players: search and one player's page. */
export async function playersAdminPlugin(app: FastifyInstance, services: Services) {
  await app.register(playersAdminRoutes, { db: services.database.db });
}
