import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminListLotteryGames,
  adminListLotteryIssues,
  adminLotteryExposure,
  adminLotteryIssueResult,
  adminLotterySchedule,
  adminUpdateLotteryGame,
  adminVoidLotteryIssue,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operator-auth.plugin.ts';
import {
  operatorExposure,
  operatorGames,
  operatorIssueResult,
  operatorIssues,
  operatorSchedule,
  updateGame,
} from './operators.usecases.ts';
import { voidIssue } from './void.usecases.ts';

/**
 * The lottery under operator control: every operator reads games, schedules, issues, results and
 * exposure; an admin switches games on or off; a void refunds money, so admin or finance only.
 */
export const lotteryOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin-lottery'], signedIn: true, onRequest: app.requireOperator });

  const brand = (request: FastifyRequest, code: string | undefined) => operatorBrand(db, request, code);

  route(adminListLotteryGames, 'Lottery games, enabled or not, with their rhythm', async (request, reply) =>
    reply.ok({ list: await operatorGames(db, await brand(request, request.query.merchant), request.language) }),
  );

  route(
    adminUpdateLotteryGame,
    'Switch a lottery game on or off, set its stake limit per number',
    async (request, reply) => {
      const merchantId = await brand(request, request.query.merchant);
      const game = await updateGame(db, merchantId, request.params.code, request.body);
      request.log.info(
        {
          gameCode: game.gameCode,
          enabled: game.enabled,
          stakeLimitPerNumber: game.stakeLimitPerNumber,
          operatorId: currentOperator(request).id,
        },
        'lottery game changed',
      );
      return reply.ok(game);
    },
  );

  route(adminLotterySchedule, 'A lottery game’s rhythm and the issues ahead', async (request, reply) => {
    const merchantId = await brand(request, request.query.merchant);
    return reply.ok(await operatorSchedule(db, merchantId, request.params.code, request.query.count));
  });

  route(adminListLotteryIssues, 'Issues of a game with state, late draws, voids', async (request, reply) => {
    const { merchant, ...filter } = request.query;
    const list = await operatorIssues(db, await brand(request, merchant), request.params.code, filter);
    return reply.ok({ list });
  });

  route(adminLotteryIssueResult, 'One issue: numbers, seed hash, seed once drawn', async (request, reply) => {
    const { code, numero } = request.params;
    return reply.ok(await operatorIssueResult(db, await brand(request, request.query.merchant), code, numero));
  });

  route(adminLotteryExposure, 'What each pick of an issue would cost if it hit', async (request, reply) => {
    const { code, numero } = request.params;
    const merchantId = await brand(request, request.query.merchant);
    return reply.ok(await operatorExposure(db, merchantId, code, numero, request.query.limit));
  });

  route(adminVoidLotteryIssue, 'Void an issue and refund every open line', async (request, reply) => {
    const { code, numero } = request.params;
    const merchantId = await brand(request, request.query.merchant);
    const { refunded } = await voidIssue(db, merchantId, code, numero, request.body.reason);
    request.log.info({ gameCode: code, numero, refunded, operatorId: currentOperator(request).id }, 'lottery void');
    return reply.ok({ numero, state: 'void' as const, refunded });
  });
};
