import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeposit, getDeposit, listDeposits, listPaymentChannels } from '@arcadia/contracts';
import { currentMember } from '../auth/auth.plugin.ts';
import { toChannelView } from './channel.model.ts';
import { channelsRepository } from './channels.repository.ts';
import { offeredChannels } from './channels.usecases.ts';
import { toDepositView } from './deposit.model.ts';
import { listDeposits as listDepositsUseCase } from './deposit-review.usecases.ts';
import { depositsRepository } from './deposits.repository.ts';
import { createDeposit as createDepositUseCase, type DepositDeps } from './deposits.usecases.ts';
import type { GatewayRegistry } from './gateways/payment-gateway.ts';
import { paymentError } from './payments.errors.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['payments'];

/** Member deposit calls: real members only (trial accounts get auth.trial_refused). */
export const paymentsRoutes: FastifyPluginAsyncZod<DepositDeps & { gateways: GatewayRegistry }> = async (app, deps) => {
  app.addHook('onRequest', app.requireRealMember);

  app.get(
    listPaymentChannels.path,
    { schema: routeSchema(listPaymentChannels, { tags, summary: 'Deposit channels', signedIn: true }) },
    async (request, reply) => {
      const channels = await offeredChannels(deps.db, deps.gateways, request.merchant.id);
      return reply.ok({ list: channels.map((c) => toChannelView(c, request.merchant.currency, request.language)) });
    },
  );

  app.post(
    createDeposit.path,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: routeSchema(createDeposit, {
        tags,
        summary: 'Start a deposit (idempotent by clientKey)',
        signedIn: true,
      }),
    },
    async (request, reply) => {
      const { deposit, channel } = await createDepositUseCase(deps, request.merchant, currentMember(request), {
        ...request.body,
        language: request.language,
      });
      return reply.ok(toDepositView(deposit, channel, request.language));
    },
  );

  app.get(
    listDeposits.path,
    {
      schema: routeSchema(listDeposits, { tags, summary: 'My deposits, newest first', signedIn: true }),
    },
    async (request, reply) => {
      const { status, pageNo, pageSize } = request.query;
      const member = currentMember(request);
      const page = await listDepositsUseCase(
        deps,
        { memberId: member.id, ...(status ? { status } : {}) },
        { pageNo, pageSize },
      );
      const list = page.rows.map((d) =>
        toDepositView(
          d,
          {
            code: d.channelCode,
            name: d.channelName,
            kind: d.kind,
            config: JSON.parse(d.channelConfig) as Record<string, string>,
          },
          request.language,
        ),
      );
      return reply.ok({ list, total: page.total, totalPages: page.totalPages });
    },
  );

  app.get(
    getDeposit.path,
    {
      schema: routeSchema(getDeposit, { tags, summary: 'One of my deposits', signedIn: true }),
    },
    async (request, reply) => {
      const deposit = await depositsRepository.findById(deps.db, Number(request.params.id));
      if (!deposit || deposit.memberId !== currentMember(request).id) throw paymentError('payment.deposit_not_found');
      const channel = (await channelsRepository.findById(deps.db, deposit.channelId))!;
      return reply.ok(toDepositView(deposit, channel, request.language));
    },
  );
};
