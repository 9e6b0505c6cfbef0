import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVipHistory, getVipInfo, setVipBirthday } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { setBirthday, vipHistory, vipInfo, type VipContext } from './vip.usecases.ts';

/**
 * The player rank page's calls (not in the spec: see vip.contract.ts). A real member's token: trial
 * accounts play demo credit and have no level.
 */
export const vipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['vip'], signedIn: true, onRequest: app.requireRealMember });
  const ctx = (request: FastifyRequest): VipContext => ({
    merchantId: request.merchant.id,
    memberId: currentMember(request).id,
    language: request.language,
  });

  route(getVipInfo, 'My VIP level, progress, review and every level’s benefits', async (request, reply) =>
    reply.ok(await vipInfo(db, ctx(request), new Date())),
  );
  route(getVipHistory, 'My VIP level changes and reviews', async (request, reply) =>
    reply.ok(await vipHistory(db, ctx(request), request.query.pageNo)),
  );
  route(
    setVipBirthday,
    {
      summary: 'Set my birthday (once) for the birthday reward',
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.ok(await setBirthday(db, ctx(request), request.body.birthday, new Date())),
  );
};
