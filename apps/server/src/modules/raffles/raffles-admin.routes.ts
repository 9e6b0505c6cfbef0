import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreateRaffle, adminListRaffles, adminRaffleDetail } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import { createRaffle, listRaffles, raffleAdminDetail } from './raffles-admin.usecases.ts';

/**
 * The console's raffles under /admin/api/raffles (promotions.read to look, promotions.write to
 * create: the permissions matrix). An operator bound to a brand reaches only that brand's;
 * creating one lands in the audit trail with its target.
 */
export const rafflesAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminListRaffles, 'Every raffle of the brand', async (request, reply) =>
    reply.ok(await listRaffles(db, await operatorBrand(db, request, request.query.merchant))),
  );
  route(adminCreateRaffle, 'Create and schedule a raffle (its seed committed now)', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const actor = `console:${currentOperator(request).username}`;
    const created = await createRaffle(db, merchantId, request.body, actor, new Date());
    request.audit = { target: `raffle=${created.id}` };
    return reply.ok(created);
  });
  route(adminRaffleDetail, 'A raffle’s tickets and draw result with its seed and hash', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await raffleAdminDetail(db, merchantId, request.params.id));
  });
};
