import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { auditTrailPlugin } from '../audit/audit-trail.plugin.ts';
import { adjustmentsAdminRoutes } from './adjustments-admin.routes.ts';
import { auditRoutes } from './audit-admin.routes.ts';
import { adminRoutes } from './admin.routes.ts';
import { operatorAccountsAdminRoutes } from './operator-accounts-admin.routes.ts';
import { operatorAuthPlugin } from './operator-auth.plugin.ts';

/**
 * The operators module: operator tokens, the permissions matrix guard on every /admin/api route
 * and the audit trail (both global, so other modules' back-office routes get them), and the
 * console's own API under /admin/api (sign-in, adjustments, players, audit). The review of
 * deposits and withdrawals is the money-review module's.
 */
export const operatorsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { db, config } = opts;
  await app.register(operatorAuthPlugin, {
    db,
    idleMinutes: config.operatorSessionIdleMinutes,
    ipAllowList: config.adminIpAllowList,
    adminHost: config.adminHost,
  });
  await app.register(auditTrailPlugin, { db });
  await app.register(adminRoutes, { db });
  await app.register(adjustmentsAdminRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(operatorAccountsAdminRoutes, { db });
});
