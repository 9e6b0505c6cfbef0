import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminListPaymentChannels, adminUpdatePaymentChannel } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { getMerchantByCodeOrDefault, listMerchants } from '../merchants/merchants.usecases.ts';
import { currentOperator } from '../operators/operators.port.ts';
import { adminChannelView, listChannelsForOperators, updateChannel } from './channels.usecases.ts';
import type { GatewayRegistry } from './gateways/payment-gateway.ts';
import { operatorErrors } from '../operators/operators.errors.ts';
import { contractRoutes } from '../../http/route-schema.ts';

const tags = ['admin'];

/** Payment channels under operator control: every operator reads them; finance and admin change them. */
export const channelsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; gateways: GatewayRegistry }> = async (app, deps) => {
  const route = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireOperator });

  /** An operator bound to one brand only ever reaches theirs; others may name one. */
  async function scope(request: FastifyRequest, code: string | undefined): Promise<number | undefined> {
    const operator = currentOperator(request);
    if (code === undefined) return operator.merchantId ?? undefined;
    const merchant = (await listMerchants(deps.db)).find((m) => m.code === code);
    if (!merchant || (operator.merchantId !== null && operator.merchantId !== merchant.id))
      throw operatorErrors.forbidden();
    return merchant.id;
  }

  route(
    adminListPaymentChannels,
    'Payment channels (enabled or not, and whether their gateway runs here)',
    async (request, reply) => {
      const merchantId = await scope(request, request.query.merchant);
      return reply.ok({ list: await listChannelsForOperators(deps.db, deps.gateways, merchantId) });
    },
  );

  route(
    adminUpdatePaymentChannel,
    'Turn a payment channel on or off, edit its limits and fees',
    async (request, reply) => {
      const merchantId =
        (await scope(request, request.query.merchant)) ?? (await getMerchantByCodeOrDefault(deps.db)).id;
      const channel = await updateChannel(deps.db, merchantId, request.params.code, request.body);
      request.log.info({ channel: channel.code, operatorId: currentOperator(request).id }, 'payment channel changed');
      return reply.ok(await adminChannelView(deps.db, deps.gateways, channel));
    },
  );
};
