import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashOutMines, getOpenMines, revealMinesTile, startMines } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { BrandLimits } from './bgs-limits.usecases.ts';
import * as mines from './mines.usecases.ts';
import { requireGame } from './player-auth.ts';
import { playerOf, playerSchema, type playerBetOptions } from './player-routes.ts';

type PlayerRoutes = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Mines, the in-house game played in steps: start a round, reveal tiles, cash out, and the round
 * left open. Registered on the bet routes' plugin, under its player auth, with its bet options.
 */
export function minesRoutes(
  app: PlayerRoutes,
  { db, limits, bet }: { db: Db; limits: BrandLimits; bet: ReturnType<typeof playerBetOptions> },
) {
  const player = (request: FastifyRequest) => {
    requireGame(request, 'mines');
    return playerOf(request);
  };

  app.post(
    startMines.path,
    { ...bet, schema: { ...bet.schema, body: startMines.body, response: { 200: startMines.response } } },
    async (request, reply) => {
      const me = player(request);
      return reply.ok(await mines.startMines(db, me, await limits(db, me.merchantId, 'mines'), request.body));
    },
  );

  app.post(
    revealMinesTile.path,
    { ...bet, schema: { ...bet.schema, body: revealMinesTile.body, response: { 200: revealMinesTile.response } } },
    async (request, reply) => reply.ok(await mines.revealTile(db, player(request), request.body.tile)),
  );

  app.post(
    cashOutMines.path,
    { ...bet, schema: { ...bet.schema, response: { 200: cashOutMines.response } } },
    async (request, reply) => reply.ok(await mines.cashOutMines(db, player(request))),
  );

  app.get(
    getOpenMines.path,
    { schema: { ...playerSchema, response: { 200: getOpenMines.response } } },
    async (request, reply) => reply.ok(await mines.openMines(db, player(request))),
  );
}
