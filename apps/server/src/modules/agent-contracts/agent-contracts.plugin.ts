import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { agentContractsRoutes } from './agent-contracts.routes.ts';

/** Agent contracts: dividends and salaries offered down the tree (issue 27). */
export const agentContractsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(agentContractsRoutes, { db });
};
