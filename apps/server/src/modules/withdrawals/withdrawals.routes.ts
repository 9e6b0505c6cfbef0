import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PAYOUT_ACCOUNTS,
  PROOF_MAX_BYTES,
  addPayoutAccount,
  confirmWithdrawal,
  createWithdrawal,
  formatMinor,
  getWithdrawal,
  getWithdrawalProof,
  getWithdrawalSettings,
  listPayoutAccounts,
  listWithdrawals,
  removePayoutAccount,
  reportWithdrawalNotReceived,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import { paymentSettingsOf } from '../payments/payment-settings.ts';
import { paymentError } from '../payments/payments.errors.ts';
import * as payouts from './payout-accounts.ts';
import { readProof, sendProof } from './proof-storage.ts';
import { confirmReceipt, ownWithdrawal, reportNotReceived } from './withdrawal-receipt.usecases.ts';
import { listWithdrawals as listWithdrawalsUseCase } from './withdrawal-review.usecases.ts';
import { toWithdrawalView } from './withdrawal.model.ts';
import { requestWithdrawal, type WithdrawalDeps } from './withdrawals.usecases.ts';
import { imageBodyParser } from './image-body.ts';

const tags = ['withdrawals'];
const security = [{ bearer: [] }];

export type WithdrawalRouteDeps = WithdrawalDeps & { keys: KeyStore; dataDir: string; autoConfirmMinutes: number };

/** Member withdrawal calls: real members only. */
export const withdrawalsRoutes: FastifyPluginAsyncZod<WithdrawalRouteDeps> = async (app, deps) => {
  const db: Db = deps.db;
  const view = (w: Parameters<typeof toWithdrawalView>[0]) => toWithdrawalView(w, deps.autoConfirmMinutes);
  app.addHook('onRequest', app.requireRealMember);
  imageBodyParser(app);

  app.get(
    getWithdrawalSettings.path,
    { schema: { tags, security, summary: 'Withdrawal limits', response: { 200: getWithdrawalSettings.response } } },
    async (request, reply) => {
      const s = await paymentSettingsOf(db, request.merchant.id);
      return reply.ok({
        min: formatMinor(s.withdrawalMin),
        max: formatMinor(s.withdrawalMax),
        maxPending: s.withdrawalMaxPending,
        maxPayoutAccounts: MAX_PAYOUT_ACCOUNTS,
        autoConfirmMinutes: deps.autoConfirmMinutes,
        currency: request.merchant.currency,
      });
    },
  );

  app.get(
    listPayoutAccounts.path,
    { schema: { tags, security, summary: 'My payout accounts', response: { 200: listPayoutAccounts.response } } },
    async (request, reply) =>
      reply.ok({
        list: (await payouts.listPayoutAccounts(db, currentMember(request).id)).map(payouts.toPayoutAccountView),
        max: MAX_PAYOUT_ACCOUNTS,
      }),
  );

  app.post(
    addPayoutAccount.path,
    {
      schema: {
        tags,
        security,
        summary: 'Add a payout account',
        body: addPayoutAccount.body,
        response: { 200: addPayoutAccount.response },
      },
    },
    async (request, reply) =>
      reply.ok(payouts.toPayoutAccountView(await payouts.addPayoutAccount(db, currentMember(request), request.body))),
  );

  app.delete(
    removePayoutAccount.path,
    {
      schema: {
        tags,
        security,
        summary: 'Remove a payout account',
        params: removePayoutAccount.params,
        response: { 200: removePayoutAccount.response },
      },
    },
    async (request, reply) => {
      await payouts.removePayoutAccount(db, currentMember(request), Number(request.params.id));
      return reply.ok(null);
    },
  );

  app.post(
    createWithdrawal.path,
    {
      ...encryptedBodyOnly(deps.keys),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Request a withdrawal (encrypted; holds the funds)',
        body: createWithdrawal.body,
        response: { 200: createWithdrawal.response },
      },
    },
    async (request, reply) =>
      reply.ok(view(await requestWithdrawal(deps, request.merchant, currentMember(request), request.body))),
  );

  app.get(
    listWithdrawals.path,
    {
      schema: {
        tags,
        security,
        summary: 'My withdrawals, newest first',
        querystring: listWithdrawals.query,
        response: { 200: listWithdrawals.response },
      },
    },
    async (request, reply) => {
      const { status, pageNo, pageSize } = request.query;
      const page = await listWithdrawalsUseCase(
        deps,
        { memberId: currentMember(request).id, ...(status ? { status } : {}) },
        { pageNo, pageSize },
      );
      return reply.ok({ list: page.rows.map(view), total: page.total, totalPages: page.totalPages });
    },
  );

  app.get(
    getWithdrawal.path,
    {
      schema: {
        tags,
        security,
        summary: 'One of my withdrawals',
        params: getWithdrawal.params,
        response: { 200: getWithdrawal.response },
      },
    },
    async (request, reply) =>
      reply.ok(view(await ownWithdrawal(db, currentMember(request), Number(request.params.id)))),
  );

  app.post(
    confirmWithdrawal.path,
    {
      schema: {
        tags,
        security,
        summary: 'Confirm a disbursed withdrawal arrived (fully or partly)',
        params: confirmWithdrawal.params,
        body: confirmWithdrawal.body,
        response: { 200: confirmWithdrawal.response },
      },
    },
    async (request, reply) =>
      reply.ok(view(await confirmReceipt(db, currentMember(request), Number(request.params.id), request.body))),
  );

  app.post(
    reportWithdrawalNotReceived.path,
    {
      bodyLimit: PROOF_MAX_BYTES + 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Report a disbursed withdrawal as not received; the body is the proof image (png/jpg, 5 MB)',
        params: reportWithdrawalNotReceived.params,
        response: { 200: reportWithdrawalNotReceived.response },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw paymentError('withdrawal.proof_type');
      return reply.ok(
        view(
          await reportNotReceived(db, deps.dataDir, currentMember(request), Number(request.params.id), request.body),
        ),
      );
    },
  );

  app.get(
    getWithdrawalProof.path,
    {
      schema: {
        tags,
        security,
        summary: 'My proof image',
        params: getWithdrawalProof.params,
        response: { 200: z.any().describe('image/png or image/jpeg') },
      },
    },
    async (request, reply) => {
      const w = await ownWithdrawal(db, currentMember(request), Number(request.params.id));
      if (!w.proof) throw paymentError('withdrawal.proof_not_found');
      return sendProof(reply, w.proof, await readProof(deps.dataDir, w.proof.file));
    },
  );
};
