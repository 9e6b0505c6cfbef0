import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAffiliateCode,
  getAgentCentre,
  getAgentIncome,
  getDownline,
  getTeamBetting,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  isAgentType,
  listAffiliateCodes,
  listDownlines,
  registerDownline,
  transferDownline,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { resourcesByName } from '../content/resources.usecases.ts';
import type { KeyStore } from '../crypto/crypto.port.ts';
import { encryptedBodyOnly } from '../crypto/crypto.port.ts';
import { agentContext } from './agent-access.ts';
import { agentMoney, agentUseCases, teamReports, teamUseCases } from './agents.facade.ts';
import { agentsRepository } from './agents.repository.ts';

const tags = ['agents'];

/**
 * The agent centre. Every route needs a real member's token (trial accounts get
 * in_need_true_account); every use case then asks agentContext, which refuses members, and the
 * team reads refuse a downline outside the caller's team.
 */
export const agentsRoutes: FastifyPluginAsyncZod<{ db: Db; keys: KeyStore }> = async (app, { db, keys }) => {
  const encrypted = encryptedBodyOnly(keys);
  const route = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  const agent = (request: FastifyRequest) =>
    agentContext(db, currentMember(request), {
      merchantId: request.merchant.id,
      places: request.merchant.places,
      language: request.language,
    });

  route(
    getAgentCentre,
    'Agent-centre availability: the agent page, or the affiliate link for others',
    async (request, reply) => {
      if (!isAgentType(currentMember(request).isAgent)) {
        const resources = await resourcesByName(db, request.merchant.id, {});
        return reply.ok({
          available: false,
          affiliateUrl: resources.affiliate?.url ?? null,
          level: null,
          lowerLevels: [],
          entries: {
            dividend: false,
            salary: false,
            hourlySalary: false,
            realTimeSalary: false,
            transactions: false,
            transferDownline: false,
          },
        });
      }
      return reply.ok(await agentUseCases.agentCentre(db, await agent(request)));
    },
  );

  route(listAffiliateCodes, 'The agent’s affiliate codes', async (request, reply) => {
    const ctx = await agent(request);
    return reply.ok({ list: await agentsRepository.codesOf(db, ctx.agent.id) });
  });
  route(createAffiliateCode, 'A new affiliate code', async (request, reply) =>
    reply.ok(await agentUseCases.createAffiliateCode(db, await agent(request), request.body)),
  );
  route(
    registerDownline,
    {
      ...encrypted,
      summary: 'Open a downline account (encrypted)',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.ok(await agentUseCases.registerDownline(db, await agent(request), request.body, request.ip)),
  );
  route(
    transferDownline,
    {
      ...encrypted,
      summary: 'Fund a downline (encrypted, payment password)',
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) =>
      reply.ok(
        await agentMoney.transferToDownline(db, request.merchant, await agent(request), request.body, request.ip),
      ),
  );

  route(getTeamOverview, 'Team overview', async (request, reply) =>
    reply.ok(await teamUseCases.teamOverview(db, await agent(request), request.query)),
  );
  route(listDownlines, 'Downline management', async (request, reply) =>
    reply.ok(await teamReports.listDownlines(db, await agent(request), request.query)),
  );
  route(getDownline, 'One downline’s summary', async (request, reply) =>
    reply.ok(await teamReports.downlineSummary(db, await agent(request), request.params.id, request.query)),
  );
  route(getTeamBetting, 'Team betting', async (request, reply) =>
    reply.ok(await teamReports.teamBetting(db, await agent(request), request.query)),
  );
  route(getTeamProfitLoss, 'User profit and loss', async (request, reply) =>
    reply.ok(await teamReports.teamProfitLoss(db, await agent(request), request.query)),
  );
  route(getAgentIncome, 'My income', async (request, reply) =>
    reply.ok(await agentMoney.agentIncome(db, await agent(request), request.query)),
  );
  route(getTeamTransactions, 'Downline transaction details', async (request, reply) =>
    reply.ok(await agentMoney.teamTransactions(db, await agent(request), request.query)),
  );
};
