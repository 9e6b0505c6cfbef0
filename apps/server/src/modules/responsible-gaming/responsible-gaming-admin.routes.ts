import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAddRgRestriction, adminRgState } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { membersPort } from '../members/members.port.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { currentOperator } from '../operators/operators.port.ts';
import { addRestriction, rgHistory, rgState, type RgContext } from './responsible-gaming.usecases.ts';

/**
 * The console's view of a member's responsible gaming (permissions rg.read and rg.restrict in the
 * matrix): its state with six months of history, and restrictions an operator adds. There is no
 * call that lifts or shortens anything. The audit trail's hook records each restriction.
 */
export const responsibleGamingAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  /** The member, if the operator's brand scope reaches it. */
  const memberContext = async (request: FastifyRequest, id: number): Promise<RgContext> => {
    const operator = currentOperator(request);
    const member = await membersPort.findById(db, id);
    if (!member || (operator.merchantId !== null && operator.merchantId !== member.merchantId)) throw errors.notFound();
    request.audit = { target: `member=${member.username}` };
    return {
      merchantId: member.merchantId,
      memberId: member.id,
      places: await merchantsPort.placesOf(db, member.merchantId),
      actor: `operator:${operator.username}`,
    };
  };
  const withHistory = async (ctx: RgContext, now: Date) => ({
    ...(await rgState(db, ctx, now)),
    history: await rgHistory(db, ctx.memberId, now),
  });

  route(adminRgState, "A member's limits, exclusions and six months of history", async (request, reply) => {
    const now = new Date();
    return reply.ok(await withHistory(await memberContext(request, request.params.id), now));
  });

  route(adminAddRgRestriction, 'Add a restriction (never shortens an exclusion)', async (request, reply) => {
    const now = new Date();
    const ctx = await memberContext(request, request.params.id);
    await addRestriction(db, ctx, request.body.days, request.body.reason, now);
    return reply.ok(await withHistory(ctx, now));
  });
};
