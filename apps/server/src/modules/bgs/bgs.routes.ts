import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFairness, rotateSeed, setClientSeed } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { playerAuth, requireGame } from './player-auth.ts';
import { playerSchema } from './player-routes.ts';
import { changeClientSeed, getFairnessState, rotateSeedPair } from './fairness.usecases.ts';

// Rotating makes a seed and a row each time: generous for people, a wall for scripts.
const rotateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** In-house games' fairness calls (member or launch token). Trial accounts play on demo credit, so they have seeds too. */
export const bgsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', playerAuth(app, db));

  app.get(
    getFairness.path,
    { schema: { ...playerSchema, querystring: getFairness.query, response: { 200: getFairness.response } } },
    async (request, reply) => {
      requireGame(request, request.query.game);
      return reply.ok(await getFairnessState(db, currentMember(request), request.query.game));
    },
  );

  app.put(
    setClientSeed.path,
    { schema: { ...playerSchema, body: setClientSeed.body, response: { 200: setClientSeed.response } } },
    async (request, reply) => {
      requireGame(request, request.body.game);
      return reply.ok(await changeClientSeed(db, currentMember(request), request.body.game, request.body.clientSeed));
    },
  );

  app.post(
    rotateSeed.path,
    { config: rotateLimit, schema: { ...playerSchema, body: rotateSeed.body, response: { 200: rotateSeed.response } } },
    async (request, reply) => {
      requireGame(request, request.body.game);
      return reply.ok(await rotateSeedPair(db, currentMember(request), request.body.game, request.body.clientSeed));
    },
  );
};
