import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReferralSummary } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { deviceIdOf } from '../auth/request-facts.port.ts';
import { currentMember } from '../members/current-member.port.ts';
import { referralSummary } from './referrals.usecases.ts';

/**
 * The member's "invite friends" page (spec: the member centre's `referral` page): a real member's
 * code, link, milestones, friends and rewards. Trial accounts are refused, as on every money call.
 */
export const referralsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const real = contractRoutes(app, { tags: ['referrals'], signedIn: true, onRequest: app.requireRealMember });
  real(getReferralSummary, 'My referral code, link, milestones, friends and rewards', async (request, reply) =>
    reply.ok(
      await referralSummary(db, {
        merchantId: request.merchant.id,
        memberId: currentMember(request).id,
        origin: `${request.protocol}://${request.host}`,
        deviceId: deviceIdOf(request),
      }),
    ),
  );
};
