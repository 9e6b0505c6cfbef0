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
import type { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import type { BgsLimits } from './bgs.config.ts';
import { gameSettings } from './config.usecases.ts';
import { playerHistory } from './history.usecases.ts';
import { placeInstantBet } from './instant-bet.usecases.ts';
import { diceGame, limboGame, plinkoGame, slotGame, type InstantGame } from './instant-games.ts';
import * as mines from './mines.usecases.ts';
import { playerAuth, requireGame } from './player-auth.ts';

type InstantFamily = 'dice' | 'limbo' | 'plinko' | 'slot';

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

  /** One instant game's bet call: the body is the amount and that game's own choice. */
  const instantBet = <C>(
    contract: { path: string; body: z.ZodType<{ amount: string }>; response: z.ZodType },
    family: InstantFamily,
    game: InstantGame<C>,
  ) =>
    app.post(
      contract.path,
      { ...bet, schema: { ...bet.schema, body: contract.body, response: { 200: contract.response } } },
      async (request, reply) => {
        requireGame(request, family);
        // The contract's body is the amount and the choice C of this game.
        const { amount, ...choice } = request.body as { amount: string } & C;
        const input = { amount, choice: choice as C };
        return reply.ok(await placeInstantBet(db, player(request), family, limits[family], input, game));
      },
    );
  instantBet(placeDiceBet, 'dice', diceGame);
  instantBet(placeLimboBet, 'limbo', limboGame);
  instantBet(placePlinkoBet, 'plinko', plinkoGame);
  instantBet(placeSlotBet, 'slot', slotGame);

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
