import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashOutMines,
  getBgsConfig,
  getBgsHistory,
  getOpenMines,
  placeDiceBet,
  placeLimboBet,
  placePlinkoBet,
  placeSlotBet,
  revealMinesTile,
  startMines,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import type { BgsLimits } from './bgs.config.ts';
import { gameSettings } from './config.usecases.ts';
import { playerHistory } from './history.usecases.ts';
import { placeInstantBet } from './instant-bet.usecases.ts';
import { diceGame, limboGame, plinkoGame, slotGame } from './instant-games.ts';
import * as mines from './mines.usecases.ts';
import { playerAuth, requireGame } from './player-auth.ts';

const tags = ['bgs'];
const security = [{ bearer: [] }];
// Bets are cheap to make and each one writes rows: a fast auto-bet is fine, a flood is not. Half
// the site-wide limit per client (600 a minute with the default), never less than that.
const betLimitFor = (perMinute: number) => ({
  rateLimit: { max: Math.max(600, Math.floor(perMinute / 2)), timeWindow: '1 minute' },
});

/** The in-house bet calls: member token or the game's launch token. */
export const bgsBetRoutes: FastifyPluginAsyncZod<{ db: Db; limits: BgsLimits; perMinute: number }> = async (
  app,
  { db, limits, perMinute },
) => {
  const betLimit = betLimitFor(perMinute);
  app.addHook('onRequest', playerAuth(app, db));
  const player = (request: FastifyRequest) => {
    const member = currentMember(request);
    return { id: member.id, merchantId: member.merchantId, places: request.merchant.places };
  };
  const bet = { config: betLimit, schema: { tags, security } };

  app.post(
    placeDiceBet.path,
    { ...bet, schema: { ...bet.schema, body: placeDiceBet.body, response: { 200: placeDiceBet.response } } },
    async (request, reply) => {
      requireGame(request, 'dice');
      const { amount, ...choice } = request.body;
      return reply.ok(await placeInstantBet(db, player(request), 'dice', limits.dice, { amount, choice }, diceGame));
    },
  );

  app.post(
    placeLimboBet.path,
    { ...bet, schema: { ...bet.schema, body: placeLimboBet.body, response: { 200: placeLimboBet.response } } },
    async (request, reply) => {
      requireGame(request, 'limbo');
      const { amount, ...choice } = request.body;
      return reply.ok(await placeInstantBet(db, player(request), 'limbo', limits.limbo, { amount, choice }, limboGame));
    },
  );

  app.post(
    placePlinkoBet.path,
    { ...bet, schema: { ...bet.schema, body: placePlinkoBet.body, response: { 200: placePlinkoBet.response } } },
    async (request, reply) => {
      requireGame(request, 'plinko');
      const { amount, ...choice } = request.body;
      return reply.ok(
        await placeInstantBet(db, player(request), 'plinko', limits.plinko, { amount, choice }, plinkoGame),
      );
    },
  );

  app.post(
    placeSlotBet.path,
    { ...bet, schema: { ...bet.schema, body: placeSlotBet.body, response: { 200: placeSlotBet.response } } },
    async (request, reply) => {
      requireGame(request, 'slot');
      const { amount } = request.body;
      return reply.ok(
        await placeInstantBet(db, player(request), 'slot', limits.slot, { amount, choice: {} }, slotGame),
      );
    },
  );

  app.post(
    startMines.path,
    { ...bet, schema: { ...bet.schema, body: startMines.body, response: { 200: startMines.response } } },
    async (request, reply) => {
      requireGame(request, 'mines');
      return reply.ok(await mines.startMines(db, player(request), limits.mines, request.body));
    },
  );

  app.post(
    revealMinesTile.path,
    { ...bet, schema: { ...bet.schema, body: revealMinesTile.body, response: { 200: revealMinesTile.response } } },
    async (request, reply) => {
      requireGame(request, 'mines');
      return reply.ok(await mines.revealTile(db, player(request), request.body.tile));
    },
  );

  app.post(
    cashOutMines.path,
    { ...bet, schema: { ...bet.schema, response: { 200: cashOutMines.response } } },
    async (request, reply) => {
      requireGame(request, 'mines');
      return reply.ok(await mines.cashOutMines(db, player(request)));
    },
  );

  app.get(
    getOpenMines.path,
    { schema: { tags, security, response: { 200: getOpenMines.response } } },
    async (request, reply) => {
      requireGame(request, 'mines');
      return reply.ok(await mines.openMines(db, player(request)));
    },
  );

  app.get(
    getBgsHistory.path,
    { schema: { tags, security, querystring: getBgsHistory.query, response: { 200: getBgsHistory.response } } },
    async (request, reply) => {
      requireGame(request, request.query.game);
      return reply.ok({ list: await playerHistory(db, player(request), request.query.game, request.query.limit) });
    },
  );

  app.get(
    getBgsConfig.path,
    { schema: { tags, security, querystring: getBgsConfig.query, response: { 200: getBgsConfig.response } } },
    async (request, reply) => {
      requireGame(request, request.query.game);
      return reply.ok(await gameSettings(db, player(request), request.query.game, limits));
    },
  );
};
