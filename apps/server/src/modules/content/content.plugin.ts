import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { contentRoutes } from './content.routes.ts';

/**
 * The content module: banners, announcements, help centre, feedback, resources and support
 * configuration for visitors, and their management under /admin/api/content. Registered after
 * the operator auth plugin (requireOperator).
 */
export const contentPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(contentRoutes, { db });
  await app.register(contentAdminRoutes, { db });
};
