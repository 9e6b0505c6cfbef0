import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAdjust,
  adminApproveWithdrawal,
  adminConfirmDeposit,
  adminListDeposits,
  adminListWithdrawals,
  adminRejectDeposit,
  adminRejectWithdrawal,
  adminResolveWithdrawal,
  adminWithdrawalProof,
  operatorLogin,
  operatorLogout,
  operatorSession,
} from '@arcadia/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { channelById } from '../payments/channels.usecases.ts';
import { confirmManualDeposit, listDeposits, rejectManualDeposit } from '../payments/deposit-review.usecases.ts';
import type { Deposit } from '../payments/deposit.model.ts';
import type { DepositDeps } from '../payments/deposits.usecases.ts';
import { operatorErrors } from './operators.errors.ts';
import { withdrawalErrors } from '../withdrawals/withdrawals.errors.ts';
import { readProof, sendProof } from '../withdrawals/proof-storage.ts';
import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  resolveWithdrawal,
  withdrawalInScope,
} from '../withdrawals/withdrawal-review.usecases.ts';
import type { Withdrawal } from '../withdrawals/withdrawal.model.ts';
import { adjustMainWallet } from './adjustments.usecases.ts';
import { adminDepositView, adminWithdrawalView, channelOfRow } from './admin-views.ts';
import { ALL_ROLES, MONEY_ROLES, actorOf, currentOperator } from './operator-auth.plugin.ts';
import { toOperatorView } from './operator.model.ts';
import { operatorLogin as loginUseCase, operatorLogout as logoutUseCase } from './operators.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

export type AdminDeps = DepositDeps & { dataDir: string; autoConfirmMinutes: number };

/** The back office API: the same use cases as the CLI, behind operator tokens and roles. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const db: Db = deps.db;
  const money = { onRequest: app.requireOperator(MONEY_ROLES) };
  const anyone = { onRequest: app.requireOperator(ALL_ROLES) };

  /** Operators of one brand only ever see theirs; operators of every brand may pick one. */
  async function merchantFilter(request: FastifyRequest, code: string | undefined): Promise<number | undefined> {
    const operator = currentOperator(request);
    if (code === undefined) return operator.merchantId ?? undefined;
    const merchant = await merchantsPort.findByCode(db, code);
    if (!merchant) throw operatorErrors.forbidden();
    if (operator.merchantId !== null && operator.merchantId !== merchant.id) throw operatorErrors.forbidden();
    return merchant.id;
  }
  const username = async (memberId: number) => (await membersPort.findById(db, memberId))?.username ?? '';
  const depositView = async (d: Deposit) =>
    adminDepositView({ ...d, username: await username(d.memberId) }, (await channelById(db, d.channelId))!);
  const withdrawalView = async (w: Withdrawal) =>
    adminWithdrawalView({ ...w, username: await username(w.memberId) }, deps.autoConfirmMinutes);

  app.post(
    operatorLogin.path,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: routeSchema(operatorLogin, { tags, summary: 'Operator login (rate limited)' }),
    },
    async (request, reply) => {
      const { token, operator } = await loginUseCase(db, request.body.username, request.body.password, request.ip);
      request.log.info({ operatorId: operator.id }, 'operator logged in');
      return reply.ok({ token, operator: toOperatorView(operator) });
    },
  );

  app.delete(
    operatorLogout.path,
    { ...anyone, schema: routeSchema(operatorLogout, { tags, summary: 'Operator logout', signedIn: true }) },
    async (request, reply) => {
      await logoutUseCase(db, request.operatorSession!.id);
      return reply.ok(null);
    },
  );

  app.get(
    operatorSession.path,
    {
      ...anyone,
      schema: routeSchema(operatorSession, { tags, summary: 'The operator of this token', signedIn: true }),
    },
    async (request, reply) => reply.ok(toOperatorView(currentOperator(request))),
  );

  app.get(
    adminListDeposits.path,
    {
      ...anyone,
      schema: routeSchema(adminListDeposits, { tags, summary: 'Deposits', signedIn: true }),
    },
    async (request, reply) => {
      const { status, merchant, username: name, pageNo, pageSize } = request.query;
      const merchantId = await merchantFilter(request, merchant);
      const page = await listDeposits(
        deps,
        { ...(merchantId ? { merchantId } : {}), ...(status ? { status } : {}), ...(name ? { username: name } : {}) },
        { pageNo, pageSize },
      );
      return reply.ok({
        list: page.rows.map((d) => adminDepositView(d, channelOfRow(d))),
        total: page.total,
        totalPages: page.totalPages,
      });
    },
  );

  app.post(
    adminConfirmDeposit.path,
    {
      ...money,
      schema: routeSchema(adminConfirmDeposit, {
        tags,
        summary: 'Confirm a manual deposit (credits once)',
        signedIn: true,
      }),
    },
    async (request, reply) =>
      reply.ok(
        await depositView(
          await confirmManualDeposit({ ...deps, log: request.log }, Number(request.params.id), actorOf(request)),
        ),
      ),
  );

  app.post(
    adminRejectDeposit.path,
    {
      ...money,
      schema: routeSchema(adminRejectDeposit, { tags, summary: 'Reject a manual deposit', signedIn: true }),
    },
    async (request, reply) =>
      reply.ok(
        await depositView(
          await rejectManualDeposit(
            { ...deps, log: request.log },
            Number(request.params.id),
            request.body.reason,
            actorOf(request),
          ),
        ),
      ),
  );

  app.get(
    adminListWithdrawals.path,
    {
      ...anyone,
      schema: routeSchema(adminListWithdrawals, { tags, summary: 'Withdrawals', signedIn: true }),
    },
    async (request, reply) => {
      const { status, merchant, username: name, pageNo, pageSize } = request.query;
      const merchantId = await merchantFilter(request, merchant);
      const page = await listWithdrawals(
        deps,
        { ...(merchantId ? { merchantId } : {}), ...(status ? { status } : {}), ...(name ? { username: name } : {}) },
        { pageNo, pageSize },
      );
      return reply.ok({
        list: page.rows.map((w) => adminWithdrawalView(w, deps.autoConfirmMinutes)),
        total: page.total,
        totalPages: page.totalPages,
      });
    },
  );

  app.post(
    adminApproveWithdrawal.path,
    {
      ...money,
      schema: routeSchema(adminApproveWithdrawal, { tags, summary: 'Approve (disburse) a withdrawal', signedIn: true }),
    },
    async (request, reply) =>
      reply.ok(
        await withdrawalView(
          await approveWithdrawal({ ...deps, log: request.log }, Number(request.params.id), actorOf(request)),
        ),
      ),
  );

  app.post(
    adminRejectWithdrawal.path,
    {
      ...money,
      schema: routeSchema(adminRejectWithdrawal, {
        tags,
        summary: 'Reject a withdrawal (funds returned)',
        signedIn: true,
      }),
    },
    async (request, reply) =>
      reply.ok(
        await withdrawalView(
          await rejectWithdrawal(
            { ...deps, log: request.log },
            Number(request.params.id),
            request.body.reason,
            actorOf(request),
          ),
        ),
      ),
  );

  app.post(
    adminResolveWithdrawal.path,
    {
      ...money,
      schema: routeSchema(adminResolveWithdrawal, {
        tags,
        summary: 'Resolve a partly/not received dispute',
        signedIn: true,
      }),
    },
    async (request, reply) =>
      reply.ok(
        await withdrawalView(
          await resolveWithdrawal(
            { ...deps, log: request.log },
            Number(request.params.id),
            request.body,
            actorOf(request),
          ),
        ),
      ),
  );

  app.get(
    adminWithdrawalProof.path,
    {
      ...anyone,
      schema: {
        tags,
        security,
        summary: 'Proof image of a not-received report',
        params: adminWithdrawalProof.params,
        response: { 200: z.any().describe('image/png or image/jpeg') },
      },
    },
    async (request, reply) => {
      const w = await withdrawalInScope(deps, Number(request.params.id), actorOf(request));
      if (!w.proof) throw withdrawalErrors.proofNotFound();
      return sendProof(reply, w.proof, await readProof(deps.dataDir, w.proof.file));
    },
  );

  app.post(
    adminAdjust.path,
    {
      ...money,
      schema: routeSchema(adminAdjust, {
        tags,
        summary: 'Credit or debit a main wallet (house <-> main)',
        signedIn: true,
      }),
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      let merchant: Merchant = request.merchant;
      if (request.body.merchant) {
        const found = await merchantsPort.findByCode(db, request.body.merchant);
        if (!found) throw operatorErrors.forbidden();
        merchant = found;
      } else if (operator.merchantId !== null && operator.merchantId !== merchant.id) {
        merchant = (await merchantsPort.listAll(db)).find((m) => m.id === operator.merchantId) ?? merchant;
      }
      const result = await adjustMainWallet(db, merchant, request.body, actorOf(request));
      request.log.info({ operatorId: operator.id, transactionId: result.transactionId }, 'wallet adjusted');
      return reply.ok({ ...result, transactionId: String(result.transactionId) });
    },
  );
};
