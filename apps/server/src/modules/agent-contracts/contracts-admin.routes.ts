import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApproveSettlement,
  adminClawBackLine,
  adminContractSettings,
  adminListContractDebts,
  adminListContracts,
  adminListSettlements,
  adminOfferContract,
  adminPreviewSettlement,
  adminRerunSettlement,
  adminSaveContractSettings,
  adminSettlement,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import { offerTopLevel } from './contracts-offer.usecases.ts';
import {
  approveSettlement,
  clawBack,
  contractSettings,
  listBrandContracts,
  listDebts,
  listSettlements,
  previewSettlement,
  rerunSettlement,
  saveContractSettings,
  settlementOf,
} from './contracts-admin.usecases.ts';

/**
 * The console's contract pages under /admin/api/contracts (contracts.read to look, contracts.write
 * to offer, preview, approve and claw back: the permissions matrix). An operator bound to a brand
 * reaches only that brand's runs; every write lands in the audit trail with its target.
 */
export const contractsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const actor = (r: Parameters<typeof currentOperator>[0]) => `console:${currentOperator(r).username}`;

  route(adminOfferContract, 'Offer a top-level agent a contract', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `agent=${request.body.agent}` };
    return reply.ok(await offerTopLevel(db, merchantId, request.body, new Date()));
  });

  route(adminListContracts, "The brand's contracts", async (request, reply) => {
    const { merchant, ...filter } = request.query;
    return reply.ok(await listBrandContracts(db, await operatorBrand(db, request, merchant), filter));
  });

  route(adminContractSettings, 'Settlement settings', async (request, reply) =>
    reply.ok(await contractSettings(db, await operatorBrand(db, request, request.query.merchant))),
  );

  route(adminSaveContractSettings, 'Change the settlement settings', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `merchant=${merchantId}`, before: await contractSettings(db, merchantId) };
    return reply.ok(await saveContractSettings(db, merchantId, request.body, new Date()));
  });

  route(adminListSettlements, 'Settlement runs', async (request, reply) => {
    const { merchant, ...filter } = request.query;
    return reply.ok(await listSettlements(db, await operatorBrand(db, request, merchant), filter));
  });

  route(adminSettlement, 'A settlement run and its lines', async (request, reply) =>
    reply.ok(await settlementOf(db, await operatorBrand(db, request, undefined), request.params.id)),
  );

  route(adminPreviewSettlement, "Preview a period's settlement (nothing is paid)", async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const { kind, period, at } = request.body;
    request.audit = { target: `settlement=${kind}@${at}` };
    return reply.ok(await previewSettlement(db, merchantId, { kind, period, at: new Date(at) }, new Date()));
  });

  route(adminRerunSettlement, "Re-run a period's preview", async (request, reply) => {
    request.audit = { target: `settlement=${request.params.id}` };
    const merchantId = await operatorBrand(db, request, undefined);
    return reply.ok(await rerunSettlement(db, merchantId, request.params.id, new Date()));
  });

  route(adminApproveSettlement, 'Approve and pay a settlement run', async (request, reply) => {
    request.audit = { target: `settlement=${request.params.id}` };
    const merchantId = await operatorBrand(db, request, undefined);
    return reply.ok(await approveSettlement(db, merchantId, request.params.id, actor(request), new Date()));
  });

  route(adminClawBackLine, 'Claw back a paid settlement line', async (request, reply) => {
    request.audit = { target: `settlement-line=${request.params.id}` };
    const merchantId = await operatorBrand(db, request, undefined);
    return reply.ok(await clawBack(db, merchantId, request.params.id, request.body.reason, new Date()));
  });

  route(adminListContractDebts, 'Debts agents owe their downlines', async (request, reply) => {
    const { merchant, state } = request.query;
    return reply.ok(await listDebts(db, await operatorBrand(db, request, merchant), state));
  });
};
