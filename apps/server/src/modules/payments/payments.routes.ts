import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeposit, getDeposit, listDeposits, listPaymentChannels } from '@arcadia/contracts';
import { currentMember } from '../members/current-member.port.ts';
import { toChannelView } from './channel.model.ts';
import { channelsRepository } from './channels.repository.ts';
import { offeredChannels } from './channels.usecases.ts';
import { channelOfRow, toDepositView } from './deposit.model.ts';
import { listDeposits as listDepositsUseCase } from './deposit-review.usecases.ts';
import { depositsRepository } from './deposits.repository.ts';
import { createDeposit as createDepositUseCase, type DepositDeps } from './deposits.usecases.ts';
import type { GatewayRegistry } from './gateways/payment-gateway.ts';
import { paymentError } from './payments.errors.ts';
import { contractRoute } from '../../http/route-schema.ts';

const tags = ['payments'];

/** Member deposit calls: real members only (trial accounts get auth.trial_refused). */
export const paymentsRoutes: FastifyPluginAsyncZod<DepositDeps & { gateways: GatewayRegistry }> = async (app, deps) => {
  app.addHook('onRequest', app.requireRealMember);

  const member = { tags, signedIn: true };

  contractRoute(app, listPaymentChannels, { ...member, summary: 'Deposit channels' }, async (request, reply) => {
    const channels = await offeredChannels(deps.db, deps.gateways, request.merchant.id);
    return reply.ok({ list: channels.map((c) => toChannelView(c, request.merchant.currency, request.language)) });
  });

  contractRoute(
    app,
    createDeposit,
    {
      ...member,
      summary: 'Start a deposit (idempotent by clientKey)',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { deposit, channel } = await createDepositUseCase(deps, request.merchant, currentMember(request), {
        ...request.body,
        language: request.language,
      });
      return reply.ok(toDepositView(deposit, channel, request.language));
    },
  );

  contractRoute(app, listDeposits, { ...member, summary: 'My deposits, newest first' }, async (request, reply) => {
    const { status, pageNo, pageSize } = request.query;
    const filter = { memberId: currentMember(request).id, ...(status ? { status } : {}) };
    const page = await listDepositsUseCase(deps, filter, { pageNo, pageSize });
    const list = page.rows.map((d) => toDepositView(d, channelOfRow(d), request.language));
    return reply.ok({ list, total: page.total, totalPages: page.totalPages });
  });

  contractRoute(app, getDeposit, { ...member, summary: 'One of my deposits' }, async (request, reply) => {
    const deposit = await depositsRepository.findById(deps.db, Number(request.params.id));
    if (!deposit || deposit.memberId !== currentMember(request).id) throw paymentError('payment.deposit_not_found');
    const channel = (await channelsRepository.findById(deps.db, deposit.channelId))!;
    return reply.ok(toDepositView(deposit, channel, request.language));
  });
};
