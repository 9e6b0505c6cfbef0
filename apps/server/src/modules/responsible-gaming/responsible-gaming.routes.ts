import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRealityCheck as answerRealityCheckContract,
  confirmRgLimit,
  getRgSession,
  getRgHistory,
  getRgState,
  requestRgReopen,
  selfExclude as selfExcludeContract,
  setRealityCheck as setRealityCheckContract,
  setRgLimit,
  takeTimeOut as takeTimeOutContract,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { answerRealityCheck, rgSession } from './reality-check.usecases.ts';
import {
  confirmLimit,
  requestReopen,
  rgHistory,
  rgState,
  selfExclude,
  setLimit,
  setRealityCheck,
  takeTimeOut,
  type RgContext,
} from './responsible-gaming.usecases.ts';

/**
 * The member's responsible-gaming page. A real member's token: trial accounts are refused by the
 * guard, as every money route of theirs is (they play demo credit only).
 */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['responsible-gaming'], signedIn: true, onRequest: app.requireRealMember });
  const ctx = (request: FastifyRequest): RgContext => ({
    merchantId: request.merchant.id,
    memberId: currentMember(request).id,
    places: request.merchant.places,
    actor: 'member',
  });

  route(getRgState, 'My limits, reality check and exclusion', async (request, reply) =>
    reply.ok(await rgState(db, ctx(request), new Date())),
  );
  route(setRgLimit, 'Set, lower, raise or remove a limit', async (request, reply) =>
    reply.ok(await setLimit(db, ctx(request), request.body, new Date())),
  );
  route(confirmRgLimit, 'Confirm a raise or removal after its 24 hours', async (request, reply) =>
    reply.ok(await confirmLimit(db, ctx(request), request.body, new Date())),
  );
  route(setRealityCheckContract, 'Set the reality-check interval', async (request, reply) =>
    reply.ok(await setRealityCheck(db, ctx(request), request.body.minutes, new Date())),
  );
  route(getRgSession, 'This session: time, stakes and net result (the reality check)', async (request, reply) =>
    reply.ok(await rgSession(db, ctx(request), new Date())),
  );
  route(answerRealityCheckContract, 'Answer a reality check: keep playing or stop', async (request, reply) =>
    reply.ok(await answerRealityCheck(db, ctx(request), request.body.choice, new Date())),
  );
  route(takeTimeOutContract, 'Take a time-out', async (request, reply) =>
    reply.ok(await takeTimeOut(db, ctx(request), request.body.days, new Date())),
  );
  route(selfExcludeContract, 'Self-exclude', async (request, reply) =>
    reply.ok(await selfExclude(db, ctx(request), request.body.months, new Date())),
  );
  route(requestRgReopen, 'Ask to reopen after a self-exclusion ended', async (request, reply) =>
    reply.ok(await requestReopen(db, ctx(request), new Date())),
  );
  route(getRgHistory, 'My responsible-gaming history', async (request, reply) =>
    reply.ok({ list: await rgHistory(db, currentMember(request).id, new Date()) }),
  );
};
