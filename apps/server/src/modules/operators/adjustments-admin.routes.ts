import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjust,
  adminApproveAdjustment,
  adminListAdjustmentRequests,
  adminPutSecuritySettings,
  adminRejectAdjustment,
  adminSecuritySettings,
} from '@arcadia/contracts';
import { formatMinor } from '@arcadia/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { auditContext } from '../audit/audit-trail.plugin.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import {
  approveAdjustment,
  dualApprovalThreshold,
  listAdjustmentRequests,
  rejectAdjustment,
  requestAdjustment,
  setDualApprovalThreshold,
} from './adjustment-requests.usecases.ts';
import { actorOf, operatorBrand } from './operators.port.ts';

const tags = ['admin'];

/** Manual adjustments under the two-person rule, and the brand's threshold for it. */
export const adjustmentsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags, signedIn: true });
  const operatorActor = (request: FastifyRequest) => {
    const actor = actorOf(request);
    return { ...actor, operatorId: actor.operatorId! };
  };
  const brand = async (request: FastifyRequest, code: string | undefined): Promise<Merchant> => {
    const id = await operatorBrand(
      db,
      request,
      code ?? (request.operator!.merchantId === null ? request.merchant.code : undefined),
    );
    return (await merchantsPort.listAll(db)).find((m) => m.id === id)!;
  };

  route(
    adminAdjust,
    'Credit or debit a main wallet; from the brand threshold on, a request for a second operator',
    async (request, reply) => {
      const merchant = await brand(request, request.body.merchant);
      const result = await requestAdjustment(db, merchant, request.body, operatorActor(request), auditContext(request));
      request.auditWritten = true;
      return reply.ok(result);
    },
  );

  route(
    adminListAdjustmentRequests,
    'Adjustments waiting for (or decided by) a second operator',
    async (request, reply) => reply.ok(await listAdjustmentRequests(db, actorOf(request), request.query)),
  );

  route(adminApproveAdjustment, 'Approve an adjustment request (never your own)', async (request, reply) => {
    const result = await approveAdjustment(db, request.params.id, operatorActor(request), auditContext(request));
    request.auditWritten = true;
    return reply.ok(result);
  });

  route(adminRejectAdjustment, 'Reject an adjustment request (never your own)', async (request, reply) => {
    const result = await rejectAdjustment(
      db,
      request.params.id,
      request.body.reason,
      operatorActor(request),
      auditContext(request),
    );
    request.auditWritten = true;
    return reply.ok(result);
  });

  route(adminSecuritySettings, "The brand's console security settings", async (request, reply) => {
    const merchant = await brand(request, request.query.merchant);
    return reply.ok({ dualApprovalAmount: formatMinor(await dualApprovalThreshold(db, merchant), merchant.places) });
  });

  route(adminPutSecuritySettings, "Change the brand's console security settings", async (request, reply) => {
    const merchant = await brand(request, request.query.merchant);
    const amount = await setDualApprovalThreshold(db, merchant, request.body.dualApprovalAmount, auditContext(request));
    request.auditWritten = true;
    return reply.ok({ dualApprovalAmount: amount });
  });
};
