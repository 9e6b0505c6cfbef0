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
import { contractRoutes } from '../../http/route-schema.ts';
import { drawnResults, lotteryLobby, oneIssue, openedNumeros, popularGames, vnGameMenu } from './lobby.usecases.ts';
import { lotteryErrors } from './lottery.errors.ts';

/** Public lottery calls: menus, next issues, results with their seeds. No token needed. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['lottery'] });

  route(getVnGameMenu, 'The VN lottery menu', async (request, reply) =>
    reply.ok(await vnGameMenu(db, request.merchant.id, request.language, new Date(), request.query.prizeMode)),
  );

  route(getLotteryLobby, 'The lottery lobby: games and their next issues', async (request, reply) =>
    reply.ok(await lotteryLobby(db, request.merchant.id, request.language, new Date(), request.query.prizeMode)),
  );

  route(getPopularLottery, 'The most played lottery games', async (request, reply) =>
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

  route(getOpenedNumeros, 'The issues of a game open for betting', async (request, reply) => {
    const { gameCode, count } = request.query;
    return reply.ok(await openedNumeros(db, request.merchant.id, gameCode, count, new Date()));
  });

  route(getLotteryResults, 'Drawn results of a game with their seeds, a page', async (request, reply) => {
    const { gameCode, pageNo, pageSize } = request.query;
    return reply.ok(await drawnResults(db, request.merchant.id, gameCode, pageNo, pageSize));
  });

  route(getLotteryIssue, 'One issue of a game', async (request, reply) => {
    const issue = await oneIssue(db, request.merchant.id, request.query.gameCode, request.query.numero);
    if (!issue) throw lotteryErrors.notFound();
    return reply.ok(issue);
  });
};
