import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimManualRebate, getManualRebate, getManualRebateHistory } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { claimRebate, rebateHistory, rebateSummary, type RebateContext } from './rebates.usecases.ts';

/**
 * The member centre's rebate promotion (manualRebate): real members only (trial accounts play
 * with demo credit, which earns no rebate). Claims are rate-limited.
 */
export const rebatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const real = contractRoutes(app, { tags: ['rebates'], signedIn: true, onRequest: app.requireRealMember });
  const ctx = (request: FastifyRequest): RebateContext => ({
    merchantId: request.merchant.id,
    memberId: currentMember(request).id,
    language: request.language,
  });

  real(getManualRebate, 'My rebate: the closed period’s lines and the running estimate', async (request, reply) =>
    reply.ok(await rebateSummary(db, ctx(request), new Date())),
  );
  real(
    claimManualRebate,
    {
      summary: 'Claim the closed period’s rebate (one category, or all)',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.ok(await claimRebate(db, ctx(request), request.body.category, new Date())),
  );
  real(getManualRebateHistory, 'My rebates paid, newest first', async (request, reply) =>
    reply.ok(await rebateHistory(db, ctx(request), request.query.pageNo, request.query.pageSize)),
  );
};
