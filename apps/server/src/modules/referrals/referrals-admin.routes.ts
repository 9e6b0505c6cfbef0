import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHeldReferralRewards,
  adminReferralSettings,
  adminReviewReferralReward,
  adminSaveReferralSettings,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import {
  heldReferralRewards,
  referralSettings,
  reviewReferralReward,
  saveReferralSettings,
} from './referrals-admin.usecases.ts';

/**
 * The console's referrals under /admin/api/referrals (promotions.read to look, promotions.write to
 * change the programme or review a held reward: the permissions matrix). Writes are audited.
 */
export const referralsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminReferralSettings, 'The brand’s referral programme', async (request, reply) =>
    reply.ok(await referralSettings(db, await operatorBrand(db, request, request.query.merchant))),
  );
  route(adminSaveReferralSettings, 'Change the referral programme (and its REFERRAL3 flag)', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `referrals=${merchantId}` };
    return reply.ok(await saveReferralSettings(db, merchantId, request.body, new Date()));
  });
  route(adminHeldReferralRewards, 'Referral rewards held for review', async (request, reply) =>
    reply.ok(await heldReferralRewards(db, await operatorBrand(db, request, request.query.merchant))),
  );
  route(adminReviewReferralReward, 'Approve (pay) or reject a held referral reward', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `referral-reward=${request.params.id}` };
    const by = `console:${currentOperator(request).username}`;
    const { id } = request.params;
    return reply.ok(await reviewReferralReward(db, merchantId, id, request.body.decision, by, new Date()));
  });
};
