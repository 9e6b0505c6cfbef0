import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApplicationImage,
  adminCreatePromotion,
  adminListApplications,
  adminListPromotions,
  adminPromotionReport,
  adminPromotionSettings,
  adminReviewApplication,
  adminSavePromotionSettings,
  adminSetPromotionStatus,
  adminUpdatePromotion,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import {
  activityReport,
  applicationImage,
  createActivity,
  listActivities,
  listApplications,
  promotionSettings,
  reviewApplication,
  savePromotionSettings,
  setActivityStatus,
  updateActivity,
} from './promotions-admin.usecases.ts';

/**
 * The console's promotions under /admin/api/promotions (promotions.read to look, promotions.write
 * to create, schedule, pause and review: the permissions matrix). An operator bound to a brand
 * reaches only that brand's activities; every write lands in the audit trail with its target.
 */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const actor = (r: Parameters<typeof currentOperator>[0]) => `console:${currentOperator(r).username}`;

  route(adminListPromotions, 'Every activity of the brand', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await listActivities(db, merchantId, request.query.category));
  });
  route(adminCreatePromotion, 'Create an activity (a draft until published)', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const created = await createActivity(db, merchantId, request.body, actor(request), new Date());
    request.audit = { target: `promotion=${created.id}` };
    return reply.ok(created);
  });
  route(adminUpdatePromotion, 'Change an activity’s definition or schedule', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `promotion=${request.params.id}` };
    return reply.ok(await updateActivity(db, merchantId, request.params.id, request.body, new Date()));
  });
  route(adminSetPromotionStatus, 'Publish, pause or withdraw an activity', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `promotion=${request.params.id}` };
    return reply.ok(await setActivityStatus(db, merchantId, request.params.id, request.body.status, new Date()));
  });
  route(adminPromotionReport, 'Participants, bonuses issued, converted and lapsed', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await activityReport(db, merchantId, request.params.id));
  });
  route(adminListApplications, 'Applications (pending first by default)', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await listApplications(db, merchantId, request.query.state ?? 'pending'));
  });
  route(adminReviewApplication, 'Approve or reject an application', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `promotion-application=${request.params.id}` };
    return reply.ok(
      await reviewApplication(
        db,
        merchantId,
        request.params.id,
        request.body,
        { name: actor(request), operatorId: currentOperator(request).id },
        new Date(),
      ),
    );
  });
  app.get(
    adminApplicationImage.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'An application’s image, as the member sent it',
        params: adminApplicationImage.params,
      },
    },
    async (request, reply) => {
      const merchantId = await operatorBrand(db, request, undefined);
      const image = await applicationImage(db, merchantId, request.params.id, request.params.n);
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
  route(adminPromotionSettings, 'The brand’s wagering cap', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await promotionSettings(db, merchantId));
  });
  route(adminSavePromotionSettings, 'Change the brand’s wagering cap', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `merchant=${merchantId}`, before: await promotionSettings(db, merchantId) };
    return reply.ok(await savePromotionSettings(db, merchantId, request.body.maxWageringMultiple));
  });
};
