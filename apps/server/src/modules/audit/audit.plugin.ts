import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { auditRoutes } from './audit.routes.ts';

/**
 * The audit log's search (GET /admin/api/audit). The trail itself is written by the operators
 * module's hook (audit-trail.plugin.ts), registered with the operator guard so it sees every route.
 */
export async function auditPlugin(app: FastifyInstance, services: Services) {
  await app.register(auditRoutes, { db: services.database.db });
}
