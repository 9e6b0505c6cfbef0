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
import { currentMember } from '../members/current-member.port.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import { paymentSettingsOf } from '../payments/payment-settings.ts';
import { dailyWithdrawals } from './daily-limits.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';
import * as payouts from './payout-accounts.ts';
import { readProof, sendProof } from './proof-storage.ts';
import { confirmReceipt, ownWithdrawal, reportNotReceived } from './withdrawal-receipt.usecases.ts';
import { listWithdrawals as listWithdrawalsUseCase } from './withdrawal-review.usecases.ts';
import { toWithdrawalView } from './withdrawal.model.ts';
import { requestWithdrawal, type WithdrawalDeps } from './withdrawals.usecases.ts';
import { imageBodyParser } from './image-body.ts';
import { contractRoute } from '../../http/route-schema.ts';

const tags = ['withdrawals'];
const security = [{ bearer: [] }];

export type WithdrawalRouteDeps = WithdrawalDeps & { keys: KeyStore; dataDir: string; autoConfirmMinutes: number };

/** Member withdrawal calls: real members only. */
export const withdrawalsRoutes: FastifyPluginAsyncZod<WithdrawalRouteDeps> = async (app, deps) => {
  const db: Db = deps.db;
  const view = (w: Parameters<typeof toWithdrawalView>[0]) => toWithdrawalView(w, deps.autoConfirmMinutes);
  app.addHook('onRequest', app.requireRealMember);
  imageBodyParser(app);

  const member = { tags, signedIn: true };

  contractRoute(app, getWithdrawalSettings, { ...member, summary: 'Withdrawal limits' }, async (request, reply) => {
    const s = await paymentSettingsOf(db, request.merchant.id);
    const places = request.merchant.places;
    const day = await dailyWithdrawals(db, request.merchant.id, currentMember(request).id, new Date());
    const limited = day.dailyCount !== null || day.dailyAmount !== null;
    return reply.ok({
      min: formatMinor(s.withdrawalMin, request.merchant.places),
      max: formatMinor(s.withdrawalMax, request.merchant.places),
      maxPending: s.withdrawalMaxPending,
      maxPayoutAccounts: MAX_PAYOUT_ACCOUNTS,
      autoConfirmMinutes: deps.autoConfirmMinutes,
      currency: request.merchant.currency,
      daily: limited
        ? {
            count: day.dailyCount,
            amount: day.dailyAmount === null ? null : formatMinor(day.dailyAmount, places),
            usedCount: day.usedCount,
            usedAmount: formatMinor(day.usedAmount, places),
          }
        : null,
    });
  });

  contractRoute(app, listPayoutAccounts, { ...member, summary: 'My payout accounts' }, async (request, reply) =>
    reply.ok({
      list: (await payouts.listPayoutAccounts(db, currentMember(request).id)).map(payouts.toPayoutAccountView),
      max: MAX_PAYOUT_ACCOUNTS,
    }),
  );

  contractRoute(app, addPayoutAccount, { ...member, summary: 'Add a payout account' }, async (request, reply) =>
    reply.ok(payouts.toPayoutAccountView(await payouts.addPayoutAccount(db, currentMember(request), request.body))),
  );

  contractRoute(app, removePayoutAccount, { ...member, summary: 'Remove a payout account' }, async (request, reply) => {
    await payouts.removePayoutAccount(db, currentMember(request), Number(request.params.id));
    return reply.ok(null);
  });

  contractRoute(
    app,
    createWithdrawal,
    {
      ...member,
      summary: 'Request a withdrawal (encrypted; holds the funds)',
      ...encryptedBodyOnly(deps.keys),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.ok(view(await requestWithdrawal(deps, request.merchant, currentMember(request), request.body, request.ip))),
  );

  contractRoute(
    app,
    listWithdrawals,
    { ...member, summary: 'My withdrawals, newest first' },
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

  contractRoute(app, getWithdrawal, { ...member, summary: 'One of my withdrawals' }, async (request, reply) =>
    reply.ok(view(await ownWithdrawal(db, currentMember(request), Number(request.params.id)))),
  );

  contractRoute(
    app,
    confirmWithdrawal,
    { ...member, summary: 'Confirm a disbursed withdrawal arrived (fully or partly)' },
    async (request, reply) =>
      reply.ok(view(await confirmReceipt(db, currentMember(request), Number(request.params.id), request.body))),
  );

  contractRoute(
    app,
    reportWithdrawalNotReceived,
    {
      ...member,
      summary: 'Report a disbursed withdrawal as not received; the body is the proof image (png/jpg, 5 MB)',
      bodyLimit: PROOF_MAX_BYTES + 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw withdrawalErrors.proofType();
      const { id } = request.params;
      return reply.ok(
        view(await reportNotReceived(db, deps.dataDir, currentMember(request), Number(id), request.body)),
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
