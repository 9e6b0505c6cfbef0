import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFindRgMember,
  adminRgBrandSettings,
  adminSaveRgBrandSettings,
  getRgBrandSettings,
  getRgDepositLimitPrompt,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { contractRoute } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { membersPort } from '../members/members.port.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import { depositLimitPrompt, rgBrandSettings, saveRgBrandSettings } from './rg-brand-settings.usecases.ts';

/**
 * A brand's responsible-gaming settings: read by the player site (registration, deposit and the
 * member's page), changed in the console (rg.read to look, rg.settings to change: the permissions
 * matrix). The console's member search by username lives here too, under rg.read.
 */
export const rgBrandSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  contractRoute(
    app,
    getRgBrandSettings,
    { tags: ['system'], summary: "The brand's responsible-gaming settings" },
    async (request, reply) => reply.ok(await rgBrandSettings(db, request.merchant.id)),
  );

  contractRoute(
    app,
    getRgDepositLimitPrompt,
    {
      tags: ['responsible-gaming'],
      summary: 'Whether the deposit page asks me to set a deposit limit',
      signedIn: true,
      onRequest: app.requireRealMember,
    },
    async (request, reply) =>
      reply.ok({
        prompt: await depositLimitPrompt(db, { merchantId: request.merchant.id, memberId: currentMember(request).id }),
      }),
  );

  const admin = { tags: ['admin'], signedIn: true };
  contractRoute(
    app,
    adminRgBrandSettings,
    { ...admin, summary: "The brand's responsible-gaming settings" },
    async (request, reply) =>
      reply.ok(await rgBrandSettings(db, await operatorBrand(db, request, request.query.merchant))),
  );

  contractRoute(
    app,
    adminSaveRgBrandSettings,
    { ...admin, summary: "Change the brand's responsible-gaming settings" },
    async (request, reply) => {
      const merchantId = await operatorBrand(db, request, request.query.merchant);
      request.audit = { target: `merchant=${merchantId}`, before: await rgBrandSettings(db, merchantId) };
      const actor = `operator:${currentOperator(request).username}`;
      return reply.ok(await saveRgBrandSettings(db, merchantId, request.body, { actor, now: new Date() }));
    },
  );

  contractRoute(app, adminFindRgMember, { ...admin, summary: 'Find a member by username' }, async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const member = await membersPort.findByUsername(db, merchantId, request.query.username);
    if (!member) throw errors.notFound();
    return reply.ok({ id: member.id, username: member.username, nickname: member.nickname });
  });
};
