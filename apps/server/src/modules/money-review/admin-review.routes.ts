import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminApproveWithdrawal,
  adminConfirmDeposit,
  adminListDeposits,
  adminListWithdrawals,
  adminRejectDeposit,
  adminRejectWithdrawal,
  adminResolveWithdrawal,
  adminWithdrawalProof,
} from '@arcadia/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { channelById } from '../payments/channels.usecases.ts';
import { confirmManualDeposit, listDeposits, rejectManualDeposit } from '../payments/deposit-review.usecases.ts';
import { channelOfRow, type Deposit } from '../payments/deposit.model.ts';
import type { Actor } from '../operators/actor.model.ts';
import type { DepositDeps } from '../payments/deposits.usecases.ts';
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
import { contractRoutes } from '../../http/route-schema.ts';
import { adminDepositView, adminWithdrawalView } from './admin-views.ts';
import { actorOf, currentOperator } from '../operators/operators.port.ts';
import { operatorErrors } from '../operators/operators.errors.ts';

const tags = ['admin'];

export type AdminReviewDeps = DepositDeps & { dataDir: string; autoConfirmMinutes: number };
type ListQuery = { status?: string; merchant?: string; username?: string };
/** What an operator's list query narrows to, the brand decided by who asks. */
type ListFilter<Q extends ListQuery> = { merchantId?: number; status?: NonNullable<Q['status']>; username?: string };
type ReviewDeps = AdminReviewDeps & { log: FastifyBaseLogger };
type ReviewRequest = FastifyRequest & { params: { id: string } };
type PageQuery = { pageNo: number; pageSize: number };
type Page<R> = { rows: R[]; total: number; totalPages: number };

/** The back office's review of deposits and withdrawals: the same use cases as the CLI, behind operator roles. */
export const adminReviewRoutes: FastifyPluginAsyncZod<AdminReviewDeps> = async (app, deps) => {
  const db: Db = deps.db;
  const route = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireOperator });
  const reviewDeps = (request: FastifyRequest): ReviewDeps => ({ ...deps, log: request.log });

  /** Operators of one brand only ever see theirs; operators of every brand may pick one. */
  async function listFilter<Q extends ListQuery>(request: FastifyRequest, query: Q): Promise<ListFilter<Q>> {
    const { status, merchant, username } = query;
    const operator = currentOperator(request);
    let merchantId = operator.merchantId ?? undefined;
    if (merchant !== undefined) {
      const found = await merchantsPort.findByCode(db, merchant);
      if (!found || (operator.merchantId !== null && operator.merchantId !== found.id))
        throw operatorErrors.forbidden();
      merchantId = found.id;
    }
    return {
      ...(merchantId ? { merchantId } : {}),
      ...(status ? { status: status as NonNullable<Q['status']> } : {}),
      ...(username ? { username } : {}),
    };
  }
  const username = async (memberId: number) => (await membersPort.findById(db, memberId))?.username ?? '';
  const depositView = async (d: Deposit) =>
    adminDepositView({ ...d, username: await username(d.memberId) }, (await channelById(db, d.channelId))!);
  const withdrawalView = async (w: Withdrawal) =>
    adminWithdrawalView({ ...w, username: await username(w.memberId) }, deps.autoConfirmMinutes);

  /** One page of deposits or withdrawals the operator may see, each shown by `view`. */
  async function reviewPage<Q extends ListQuery & PageQuery, R, V>(
    request: FastifyRequest,
    query: Q,
    list: (deps: AdminReviewDeps, filter: ListFilter<Q>, page: PageQuery) => Promise<Page<R>>,
    view: (row: R) => V,
  ) {
    const page = await list(deps, await listFilter(request, query), { pageNo: query.pageNo, pageSize: query.pageSize });
    return { list: page.rows.map(view), total: page.total, totalPages: page.totalPages };
  }

  /** A decision on the row whose id is in the path, by the operator asking, answered as operators see the row. */
  const decision =
    <R>(decide: (deps: ReviewDeps, id: number, actor: Actor) => Promise<R>, view: (row: R) => Promise<unknown>) =>
    async (request: ReviewRequest, reply: FastifyReply) =>
      reply.ok(await view(await decide(reviewDeps(request), Number(request.params.id), actorOf(request))));
  /** The same for a rejection, which carries the operator's reason. */
  const rejection =
    <R>(
      reject: (deps: ReviewDeps, id: number, reason: string, actor: Actor) => Promise<R>,
      view: (row: R) => Promise<unknown>,
    ) =>
    async (request: ReviewRequest & { body: { reason: string } }, reply: FastifyReply) =>
      reply.ok(
        await view(await reject(reviewDeps(request), Number(request.params.id), request.body.reason, actorOf(request))),
      );

  route(adminListDeposits, 'Deposits', async (request, reply) =>
    reply.ok(await reviewPage(request, request.query, listDeposits, (d) => adminDepositView(d, channelOfRow(d)))),
  );

  route(adminConfirmDeposit, 'Confirm a manual deposit (credits once)', decision(confirmManualDeposit, depositView));
  route(adminRejectDeposit, 'Reject a manual deposit', rejection(rejectManualDeposit, depositView));

  route(adminListWithdrawals, 'Withdrawals', async (request, reply) =>
    reply.ok(
      await reviewPage(request, request.query, listWithdrawals, (w) => adminWithdrawalView(w, deps.autoConfirmMinutes)),
    ),
  );

  route(adminApproveWithdrawal, 'Approve (disburse) a withdrawal', decision(approveWithdrawal, withdrawalView));
  route(adminRejectWithdrawal, 'Reject a withdrawal (funds returned)', rejection(rejectWithdrawal, withdrawalView));

  route(adminResolveWithdrawal, 'Resolve a partly/not received dispute', async (request, reply) => {
    const id = Number(request.params.id);
    const resolved = await resolveWithdrawal(reviewDeps(request), id, request.body, actorOf(request));
    return reply.ok(await withdrawalView(resolved));
  });

  app.get(
    adminWithdrawalProof.path,
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        security: [{ bearer: [] }],
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
};
