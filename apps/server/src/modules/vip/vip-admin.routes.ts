import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateVipLevel,
  adminSaveVipSettings,
  adminSetVipBirthday,
  adminSetVipLevel,
  adminUpdateVipLevel,
  adminVipLevels,
  adminVipMember,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { membersPort } from '../members/members.port.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import { vipLevelsRepository } from './vip-levels.repository.ts';
import { saveLevel, saveVipSettings, vipLadder } from './vip-ladder.usecases.ts';
import { memberVip, setBirthday, setMemberLevel, type VipContext } from './vip.usecases.ts';

/**
 * The console's VIP pages (vip.read to look, vip.write to change: the permissions matrix): the
 * brand's ladder and growth weights, and one member's level, history and rewards. An operator
 * bound to a brand reaches only its ladder and members; every write lands in the audit trail.
 */
export const vipAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const actor = (request: FastifyRequest) => `console:${currentOperator(request).username}`;

  const memberContext = async (request: FastifyRequest, id: number): Promise<VipContext> => {
    const operator = currentOperator(request);
    const member = await membersPort.findById(db, id);
    if (!member || (operator.merchantId !== null && operator.merchantId !== member.merchantId)) throw errors.notFound();
    request.audit = { target: `member=${member.username}` };
    return { merchantId: member.merchantId, memberId: member.id, language: request.language };
  };

  route(adminVipLevels, "The brand's VIP ladder and growth weights", async (request, reply) =>
    reply.ok(await vipLadder(db, await operatorBrand(db, request, request.query.merchant))),
  );

  route(adminCreateVipLevel, 'Add a VIP level', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `merchant=${merchantId} rank=${request.body.rankLevel}` };
    return reply.ok(await saveLevel(db, merchantId, null, request.body, new Date()));
  });

  route(adminUpdateVipLevel, 'Change a VIP level', async (request, reply) => {
    const operator = currentOperator(request);
    const level = (await vipLevelsRepository.levelsById(db, [request.params.id]))[0];
    if (!level || (operator.merchantId !== null && operator.merchantId !== level.merchantId)) throw errors.notFound();
    const before = (await vipLadder(db, level.merchantId)).levels.find((l) => l.id === level.id);
    request.audit = { target: `vip-level=${level.id}`, before };
    return reply.ok(await saveLevel(db, level.merchantId, level.id, request.body, new Date()));
  });

  route(adminSaveVipSettings, 'Change the growth weights', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `merchant=${merchantId}`, before: (await vipLadder(db, merchantId)).settings };
    return reply.ok(await saveVipSettings(db, merchantId, request.body, new Date()));
  });

  route(adminVipMember, "A member's level, progress, rewards and history", async (request, reply) =>
    reply.ok(await memberVip(db, await memberContext(request, request.params.id), new Date(), request.query.pageNo)),
  );

  route(adminSetVipLevel, "Set a member's level by hand", async (request, reply) => {
    const ctx = await memberContext(request, request.params.id);
    return reply.ok(await setMemberLevel(db, ctx, request.body, actor(request), new Date()));
  });

  route(adminSetVipBirthday, "Correct a member's birthday", async (request, reply) => {
    const ctx = await memberContext(request, request.params.id);
    const now = new Date();
    await setBirthday(db, ctx, request.body.birthday, now, true);
    return reply.ok(await memberVip(db, ctx, now));
  });
};
