import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/crypto.port.ts';
import { agentsAdminRoutes } from './agents-admin.routes.ts';
import { agentsRoutes } from './agents.routes.ts';

/** The agent centre (levels, affiliate codes, downline accounts and transfers, team reports) and its console pages. */
export const agentsPlugin: FastifyPluginAsync<{ db: Db; keys: KeyStore }> = async (app, { db, keys }) => {
  await app.register(agentsRoutes, { db, keys });
  await app.register(agentsAdminRoutes, { db });
};
