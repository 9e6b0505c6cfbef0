import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimMission, getMissionLeaderboard, getMissionSummaryDetails } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import { missionLeaderboard } from './leaderboard.usecases.ts';
import { claimMission as claim, missionSummary, type MissionContext } from './missions.usecases.ts';

/**
 * The member's missions (spec: a member token): the summary with the badge count and the
 * leaderboard for any member; claiming moves money, so trial accounts are refused and claims are
 * rate-limited.
 */
export const missionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['missions'];
  const member = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireMember });
  const real = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  const ctx = (request: FastifyRequest): MissionContext => ({
    merchantId: request.merchant.id,
    memberId: currentMember(request).id,
    language: request.language,
  });

  member(getMissionSummaryDetails, 'This period’s missions, my progress and the badge count', async (request, reply) =>
    reply.ok(await missionSummary(db, ctx(request), new Date())),
  );
  member(getMissionLeaderboard, 'The mission leaderboard of this (or the last) period', async (request, reply) =>
    reply.ok(await missionLeaderboard(db, ctx(request), request.query, new Date())),
  );
  real(
    claimMission,
    {
      summary: 'Claim a completed mission’s reward (once per period)',
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.ok(await claim(db, ctx(request), request.body.missionId, new Date())),
  );
};
