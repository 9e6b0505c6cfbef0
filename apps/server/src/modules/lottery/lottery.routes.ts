import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getLotteryIssue,
  getLotteryLobby,
  getLotteryResults,
  getOpenedNumeros,
  getPopularLottery,
  getVnGameMenu,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { drawnResults, lotteryLobby, oneIssue, openedNumeros, popularGames, vnGameMenu } from './lobby.usecases.ts';
import { lotteryErrors } from './lottery.errors.ts';

const tags = ['lottery'];

/** Public lottery calls: menus, next issues, results with their seeds. No token needed. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    getVnGameMenu.path,
    { schema: { tags, querystring: getVnGameMenu.query, response: { 200: getVnGameMenu.response } } },
    async (request, reply) =>
      reply.ok(await vnGameMenu(db, request.merchant.id, request.language, new Date(), request.query.prizeMode)),
  );

  app.get(
    getLotteryLobby.path,
    { schema: { tags, querystring: getLotteryLobby.query, response: { 200: getLotteryLobby.response } } },
    async (request, reply) =>
      reply.ok(await lotteryLobby(db, request.merchant.id, request.language, new Date(), request.query.prizeMode)),
  );

  app.get(
    getPopularLottery.path,
    { schema: { tags, querystring: getPopularLottery.query, response: { 200: getPopularLottery.response } } },
    async (request, reply) =>
      reply.ok(
        await popularGames(
          db,
          request.merchant.id,
          request.language,
          request.query.count,
          new Date(),
          request.query.prizeMode,
        ),
      ),
  );

  app.get(
    getOpenedNumeros.path,
    { schema: { tags, querystring: getOpenedNumeros.query, response: { 200: getOpenedNumeros.response } } },
    async (request, reply) => {
      const { gameCode, count } = request.query;
      return reply.ok(await openedNumeros(db, request.merchant.id, gameCode, count, new Date()));
    },
  );

  app.get(
    getLotteryResults.path,
    { schema: { tags, querystring: getLotteryResults.query, response: { 200: getLotteryResults.response } } },
    async (request, reply) => {
      const { gameCode, pageNo, pageSize } = request.query;
      return reply.ok(await drawnResults(db, request.merchant.id, gameCode, pageNo, pageSize));
    },
  );

  app.get(
    getLotteryIssue.path,
    { schema: { tags, querystring: getLotteryIssue.query, response: { 200: getLotteryIssue.response } } },
    async (request, reply) => {
      const issue = await oneIssue(db, request.merchant.id, request.query.gameCode, request.query.numero);
      if (!issue) throw lotteryErrors.notFound();
      return reply.ok(issue);
    },
  );
};
