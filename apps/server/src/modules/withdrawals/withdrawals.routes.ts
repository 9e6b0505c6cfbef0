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
import { withdrawalErrors } from './withdrawals.errors.ts';
import * as payouts from './payout-accounts.ts';
import { readProof, sendProof } from './proof-storage.ts';
import { confirmReceipt, ownWithdrawal, reportNotReceived } from './withdrawal-receipt.usecases.ts';
import { listWithdrawals as listWithdrawalsUseCase } from './withdrawal-review.usecases.ts';
import { toWithdrawalView } from './withdrawal.model.ts';
import { requestWithdrawal, type WithdrawalDeps } from './withdrawals.usecases.ts';
import { imageBodyParser } from './image-body.ts';
import { routeSchema } from '../../http/route-schema.ts';

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
    { schema: routeSchema(getWithdrawalSettings, { tags, summary: 'Withdrawal limits', signedIn: true }) },
    async (request, reply) => {
      const s = await paymentSettingsOf(db, request.merchant.id);
      return reply.ok({
        min: formatMinor(s.withdrawalMin, request.merchant.places),
        max: formatMinor(s.withdrawalMax, request.merchant.places),
        maxPending: s.withdrawalMaxPending,
        maxPayoutAccounts: MAX_PAYOUT_ACCOUNTS,
        autoConfirmMinutes: deps.autoConfirmMinutes,
        currency: request.merchant.currency,
      });
    },
  );

  app.get(
    listPayoutAccounts.path,
    { schema: routeSchema(listPayoutAccounts, { tags, summary: 'My payout accounts', signedIn: true }) },
    async (request, reply) =>
      reply.ok({
        list: (await payouts.listPayoutAccounts(db, currentMember(request).id)).map(payouts.toPayoutAccountView),
        max: MAX_PAYOUT_ACCOUNTS,
      }),
  );

  app.post(
    addPayoutAccount.path,
    {
      schema: routeSchema(addPayoutAccount, { tags, summary: 'Add a payout account', signedIn: true }),
    },
    async (request, reply) =>
      reply.ok(payouts.toPayoutAccountView(await payouts.addPayoutAccount(db, currentMember(request), request.body))),
  );

  app.delete(
    removePayoutAccount.path,
    {
      schema: routeSchema(removePayoutAccount, { tags, summary: 'Remove a payout account', signedIn: true }),
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
      schema: routeSchema(createWithdrawal, {
        tags,
        summary: 'Request a withdrawal (encrypted; holds the funds)',
        signedIn: true,
      }),
    },
    async (request, reply) =>
      reply.ok(view(await requestWithdrawal(deps, request.merchant, currentMember(request), request.body))),
  );

  app.get(
    listWithdrawals.path,
    {
      schema: routeSchema(listWithdrawals, { tags, summary: 'My withdrawals, newest first', signedIn: true }),
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
      schema: routeSchema(getWithdrawal, { tags, summary: 'One of my withdrawals', signedIn: true }),
    },
    async (request, reply) =>
      reply.ok(view(await ownWithdrawal(db, currentMember(request), Number(request.params.id)))),
  );

  app.post(
    confirmWithdrawal.path,
    {
      schema: routeSchema(confirmWithdrawal, {
        tags,
        summary: 'Confirm a disbursed withdrawal arrived (fully or partly)',
        signedIn: true,
      }),
    },
    async (request, reply) =>
      reply.ok(view(await confirmReceipt(db, currentMember(request), Number(request.params.id), request.body))),
  );

  app.post(
    reportWithdrawalNotReceived.path,
    {
      bodyLimit: PROOF_MAX_BYTES + 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: routeSchema(reportWithdrawalNotReceived, {
        tags,
        summary: 'Report a disbursed withdrawal as not received; the body is the proof image (png/jpg, 5 MB)',
        signedIn: true,
      }),
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw withdrawalErrors.proofType();
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
      if (!w.proof) throw withdrawalErrors.proofNotFound();
      return sendProof(reply, w.proof, await readProof(deps.dataDir, w.proof.file));
    },
  );
};
