import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRewardCenter } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { rewardCentre } from './reward-centre.usecases.ts';

/** The member centre's reward centre (rewardCenter): real members only, as every promotion call. */
export const rewardCentreRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const real = contractRoutes(app, { tags: ['promotions'], signedIn: true, onRequest: app.requireRealMember });
  real(
    getRewardCenter,
    'My rewards: what is claimable and in progress now, and a page of what was paid or ended',
    async (request, reply) => {
      const ctx = {
        merchantId: request.merchant.id,
        memberId: currentMember(request).id,
        language: request.language,
        defaultLanguage: request.merchant.defaultLanguage,
        places: request.merchant.places,
      };
      return reply.ok(await rewardCentre(db, ctx, request.query, new Date()));
    },
  );
};
