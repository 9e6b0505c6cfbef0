import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { responsibleGamingAdminRoutes } from './responsible-gaming-admin.routes.ts';
import { responsibleGamingRoutes } from './responsible-gaming.routes.ts';
import { rgBrandSettingsRoutes } from './rg-brand-settings.routes.ts';

/** Responsible gaming (issue 30): the member's limits and exclusions, and the console's view of them. */
export const responsibleGamingPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(responsibleGamingRoutes, { db });
  await app.register(responsibleGamingAdminRoutes, { db });
  await app.register(rgBrandSettingsRoutes, { db });
};
