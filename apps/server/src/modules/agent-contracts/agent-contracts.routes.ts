import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listContractSettlements,
  simulateContract,
  processDailySalaryContract,
  processDividendContract,
  processHourlySalaryContract,
  processRealTimeSalaryContract,
  type ContractActionInput,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { agentsPort } from '../agents/agents.port.ts';
import { currentMember } from '../members/current-member.port.ts';
import { processContract } from './agent-contracts.usecases.ts';
import { settlementHistory, simulateProposal } from './agent-settlements.usecases.ts';
import type { ContractKind } from './contract-terms.model.ts';

const tags = ['agents'];

/**
 * The spec's four contract calls. A real member's token (trial accounts refused by the route);
 * the agent centre's gate then refuses members who are not agents.
 */
export const agentContractsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  const handle = (kind: ContractKind) => async (request: FastifyRequest<{ Body: ContractActionInput }>) => {
    const member = currentMember(request);
    agentsPort.requireAgent(member, request.merchant.id);
    return processContract(
      db,
      { agent: member, merchantId: request.merchant.id, places: request.merchant.places },
      kind,
      request.body,
      new Date(),
    );
  };
  const limits = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  route(
    processDividendContract,
    { summary: 'Dividend contracts: list, answer or offer', ...limits },
    async (r, reply) => reply.ok(await handle('dividend')(r)),
  );
  route(processDailySalaryContract, { summary: 'Daily salary contracts', ...limits }, async (r, reply) =>
    reply.ok(await handle('daily_salary')(r)),
  );
  route(processHourlySalaryContract, { summary: 'Hourly salary contracts', ...limits }, async (r, reply) =>
    reply.ok(await handle('hourly_salary')(r)),
  );
  const caller = (request: FastifyRequest) => {
    const member = currentMember(request);
    agentsPort.requireAgent(member, request.merchant.id);
    return { agent: member, merchantId: request.merchant.id, places: request.merchant.places };
  };
  route(
    listContractSettlements,
    { summary: "The agent's settlement lines of a kind, with their inputs" },
    async (r, reply) => reply.ok(await settlementHistory(db, caller(r), r.query)),
  );
  route(
    simulateContract,
    { summary: 'What a proposed contract would have paid over the last 30 days', ...limits },
    async (r, reply) => reply.ok(await simulateProposal(db, caller(r), r.body, new Date())),
  );
  route(processRealTimeSalaryContract, { summary: 'Real-time salary contracts', ...limits }, async (r, reply) =>
    reply.ok(await handle('realtime_salary')(r)),
  );
};
