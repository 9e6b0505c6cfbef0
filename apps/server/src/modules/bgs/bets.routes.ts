import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getBgsConfig,
  getBgsHistory,
  placeDiceBet,
  placeLimboBet,
  placePlinkoBet,
  placeSlotBet,
} from '@arcadia/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { BrandLimits } from './bgs-limits.usecases.ts';
import type { BgsLimits } from './bgs.config.ts';
import { gameSettings } from './config.usecases.ts';
import { playerHistory } from './history.usecases.ts';
import { placeInstantBet } from './instant-bet.usecases.ts';
import { diceGame, limboGame, plinkoGame, slotGame, type InstantGame } from './instant-games.ts';
import { playerAuth, requireGame } from './player-auth.ts';
import { playerBetOptions, playerOf as player, playerSchema } from './player-routes.ts';
import { minesRoutes } from './mines.routes.ts';

type InstantFamily = 'dice' | 'limbo' | 'plinko' | 'slot';

/**
 * The in-house bet calls (the one-shot games here, Mines' steps in mines.routes.ts) and every
 * game's history and settings: member token or the game's launch token.
 */
export const bgsBetRoutes: FastifyPluginAsyncZod<{
  db: Db;
  limits: BrandLimits;
  /** The configured ranges: an instant bet reads the brand's own with its nonce (placeInstantBet). */
  configured: BgsLimits;
  perMinute: number;
}> = async (app, { db, limits, configured, perMinute }) => {
  app.addHook('onRequest', playerAuth(app, db));
  const bet = playerBetOptions(perMinute);

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
        return reply.ok(await placeInstantBet(db, player(request), family, configured[family], input, game));
      },
    );
  instantBet(placeDiceBet, 'dice', diceGame);
  instantBet(placeLimboBet, 'limbo', limboGame);
  instantBet(placePlinkoBet, 'plinko', plinkoGame);
  instantBet(placeSlotBet, 'slot', slotGame);
  minesRoutes(app, { db, limits, bet });

  app.get(
    getBgsHistory.path,
    { schema: { ...playerSchema, querystring: getBgsHistory.query, response: { 200: getBgsHistory.response } } },
    async (request, reply) => {
      requireGame(request, request.query.game);
      return reply.ok({ list: await playerHistory(db, player(request), request.query.game, request.query.limit) });
    },
  );

  app.get(
    getBgsConfig.path,
    { schema: { ...playerSchema, querystring: getBgsConfig.query, response: { 200: getBgsConfig.response } } },
    async (request, reply) => {
      requireGame(request, request.query.game);
      const me = player(request);
      const range = await limits(db, me.merchantId, request.query.game);
      return reply.ok(await gameSettings(db, me, request.query.game, range));
    },
  );
};
