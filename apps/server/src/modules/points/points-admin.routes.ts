import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjustRewardStock,
  adminApproveRedemption,
  adminCreateReward,
  adminDeletePointsRule,
  adminListRedemptions,
  adminListRewards,
  adminPointsSettings,
  adminRejectRedemption,
  adminSavePointsRule,
  adminSavePointsSettings,
  adminShipRedemption,
  adminUpdateReward,
} from '@arcadia/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import type { RedemptionRow } from './points.model.ts';
import {
  adjustRewardStock,
  adminRedemption,
  adminRedemptions,
  adminRewards,
  approveRedemption,
  createReward,
  deletePointsRule,
  pointsConfig,
  rejectRedemption,
  savePointsRule,
  savePointsSettings,
  shipRedemption,
  updateReward,
} from './points.usecases.ts';

/**
 * The console's points pages under /admin/api/points (points.read to look; points.write to change
 * settings, rules, catalogue and stock, and to review redemptions: the permissions matrix). An
 * operator bound to a brand reaches only that brand; every write lands in the audit trail.
 */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const brandOf = async (request: FastifyRequest, code: string | undefined) => {
    const id = await operatorBrand(db, request, code);
    return (await merchantsPort.listAll(db)).find((m) => m.id === id)!;
  };
  const scope = (request: FastifyRequest) => currentOperator(request).merchantId;
  const review = (request: FastifyRequest) => ({
    merchantId: scope(request),
    reviewedBy: `console:${currentOperator(request).username}`,
    now: new Date(),
  });
  const adminView = (r: RedemptionRow) => adminRedemption(db, r);

  route(adminPointsSettings, 'Points settings and rules', async (request, reply) =>
    reply.ok(await pointsConfig(db, await brandOf(request, request.query.merchant), true)),
  );
  route(adminSavePointsSettings, 'Change the points settings', async (request, reply) => {
    const brand = await brandOf(request, request.query.merchant);
    request.audit = { target: `merchant=${brand.id}`, before: await pointsConfig(db, brand, true) };
    return reply.ok(await savePointsSettings(db, brand, request.body, new Date()));
  });
  route(adminSavePointsRule, 'Add or replace an earning rule', async (request, reply) => {
    const brand = await brandOf(request, request.query.merchant);
    request.audit = { target: `points-rule=${request.body.kind}:${request.body.category ?? ''}` };
    return reply.ok(await savePointsRule(db, brand, request.body, new Date()));
  });
  route(adminDeletePointsRule, 'Remove an earning rule', async (request, reply) => {
    request.audit = { target: `points-rule=${request.params.id}` };
    return reply.ok(await deletePointsRule(db, scope(request), request.params.id));
  });

  route(adminListRewards, 'The rewards catalogue', async (request, reply) =>
    reply.ok(await adminRewards(db, (await brandOf(request, request.query.merchant)).id)),
  );
  route(adminCreateReward, 'Add a reward', async (request, reply) => {
    const brand = await brandOf(request, request.query.merchant);
    request.audit = { target: `reward=${request.body.texts.en?.name ?? ''}` };
    return reply.ok(await createReward(db, brand.id, request.body, new Date()));
  });
  route(adminUpdateReward, 'Change a reward', async (request, reply) => {
    request.audit = { target: `reward=${request.params.id}` };
    return reply.ok(await updateReward(db, scope(request), request.params.id, request.body, new Date()));
  });
  route(adminAdjustRewardStock, 'Add or remove stock', async (request, reply) => {
    request.audit = { target: `reward=${request.params.id}` };
    return reply.ok(await adjustRewardStock(db, scope(request), request.params.id, request.body.delta));
  });

  route(adminListRedemptions, 'Redemptions to review', async (request, reply) => {
    const { merchant, ...query } = request.query;
    return reply.ok(await adminRedemptions(db, await brandOf(request, merchant), query));
  });
  route(adminApproveRedemption, 'Approve a redemption', async (request, reply) => {
    request.audit = { target: `redemption=${request.params.id}` };
    const r = await approveRedemption(db, request.params.id, review(request), request.body.remark);
    return reply.ok(await adminView(r));
  });
  route(adminShipRedemption, 'Mark a redemption shipped', async (request, reply) => {
    request.audit = { target: `redemption=${request.params.id}` };
    const r = await shipRedemption(
      db,
      request.params.id,
      review(request),
      request.body.trackingRef,
      request.body.remark,
    );
    return reply.ok(await adminView(r));
  });
  route(adminRejectRedemption, 'Reject a redemption: points and stock go back', async (request, reply) => {
    request.audit = { target: `redemption=${request.params.id}` };
    const r = await rejectRedemption(db, request.params.id, review(request), request.body.remark);
    return reply.ok(await adminView(r));
  });
};
