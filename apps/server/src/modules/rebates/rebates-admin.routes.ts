import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPayRebates, adminRebateClaims, adminRebateSettings, adminSaveRebateSettings } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import { payClosedPeriodNow, rebateClaims, rebateSettings, saveRebateSettings } from './rebates-admin.usecases.ts';

/**
 * The console's rebates under /admin/api/rebates (promotions.read to look, promotions.write to
 * change the programme or pay a period now: the permissions matrix). Writes are audited.
 */
export const rebatesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminRebateSettings, 'The brand’s rebate programme', async (request, reply) =>
    reply.ok(await rebateSettings(db, await operatorBrand(db, request, request.query.merchant))),
  );
  route(adminSaveRebateSettings, 'Change the rebate programme', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `rebates=${merchantId}` };
    return reply.ok(await saveRebateSettings(db, merchantId, request.body, new Date()));
  });
  route(adminRebateClaims, 'Rebates paid, newest first', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await rebateClaims(db, merchantId, request.query));
  });
  route(adminPayRebates, 'Pay the period just closed now', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `rebates=${merchantId}` };
    return reply.ok(await payClosedPeriodNow(db, merchantId, new Date()));
  });
};
