import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRoomList, launchGame as launchGameCall } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentSession } from '../auth/auth.plugin.ts';
import { currentMember } from '../members/current-member.port.ts';
import type { LauncherRegistry } from './launcher.ts';
import { launchGame } from './launch.usecases.ts';
import { roomList } from './rooms.usecases.ts';

const tags = ['games'];
const security = [{ bearer: [] }];

/** Launching needs a member token; trial accounts are checked per game (demo games only). */
export const launchRoutes: FastifyPluginAsyncZod<{ db: Db; launchers: LauncherRegistry }> = async (
  app,
  { db, launchers },
) => {
  app.post(
    launchGameCall.path,
    {
      onRequest: app.requireMember,
      // Each launch makes a session and may call an aggregator: no launch storms.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Launch a game (game_url, game_url2 or PVP content)',
        body: launchGameCall.body,
        response: { 200: launchGameCall.response },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const platform = request.body.platform ?? '';
      const answer = await launchGame(
        db,
        launchers,
        {
          merchantId: request.merchant.id,
          sessionId: currentSession(request).id,
          currency: request.merchant.currency,
          places: request.merchant.places,
          member: { id: member.id, isAgent: member.isAgent },
          language: request.language,
          ip: request.ip,
          mobile: /mobile|h5|android|ios/i.test(platform) || /Mobi/.test(request.headers['user-agent'] ?? ''),
        },
        request.body,
      );
      return reply.ok(answer);
    },
  );

  app.get(
    getRoomList.path,
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Rooms of a PVP game by stake level',
        querystring: getRoomList.query,
        response: { 200: getRoomList.response },
      },
    },
    async (request, reply) => reply.ok(await roomList(db, request.merchant, request.query.nodeId)),
  );
};
