import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { adminRoutes } from './admin.routes.ts';
import { operatorAuthPlugin } from './operator-auth.plugin.ts';

/**
 * The operators module: operator tokens and roles (`app.requireOperator`, global so other
 * modules' back-office routes use it) and the back office API under /admin/api (the review of
 * deposits and withdrawals is the money-review module's).
 */
export const operatorsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { db, config } = opts;
  await app.register(operatorAuthPlugin, { db, idleMinutes: config.operatorSessionIdleMinutes });
  await app.register(adminRoutes, { db });
});
