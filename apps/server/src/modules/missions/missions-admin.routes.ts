import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateLeaderboard,
  adminCreateMission,
  adminLeaderboardStandings,
  adminLeaderboardStatus,
  adminListLeaderboards,
  adminListMissions,
  adminMissionStatus,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import {
  createLeaderboard,
  createMission,
  leaderboardStandings,
  listLeaderboards,
  listMissions,
  setLeaderboardStatus,
  setMissionStatus,
} from './missions-admin.usecases.ts';

/**
 * The console's missions under /admin/api/missions (promotions.read to look, promotions.write to
 * change: the permissions matrix). An operator bound to a brand reaches only that brand's; every
 * write lands in the audit trail with its target.
 */
export const missionsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminListMissions, 'Every mission of the brand, with claims paid', async (request, reply) =>
    reply.ok(await listMissions(db, await operatorBrand(db, request, request.query.merchant))),
  );
  route(adminCreateMission, 'Create a mission (running at once)', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const created = await createMission(db, merchantId, request.body, new Date());
    request.audit = { target: `mission=${created.id}` };
    return reply.ok(created);
  });
  route(adminMissionStatus, 'Pause or resume a mission', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `mission=${request.params.id}` };
    return reply.ok(await setMissionStatus(db, merchantId, request.params.id, request.body.status, new Date()));
  });
  route(adminListLeaderboards, 'Every mission leaderboard of the brand', async (request, reply) =>
    reply.ok(await listLeaderboards(db, await operatorBrand(db, request, request.query.merchant))),
  );
  route(adminCreateLeaderboard, 'Create a mission leaderboard with its prizes', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const created = await createLeaderboard(db, merchantId, request.body, new Date());
    request.audit = { target: `mission-leaderboard=${created.id}` };
    return reply.ok(created);
  });
  route(adminLeaderboardStatus, 'Pause or resume a mission leaderboard', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `mission-leaderboard=${request.params.id}` };
    return reply.ok(await setLeaderboardStatus(db, merchantId, request.params.id, request.body.status));
  });
  route(adminLeaderboardStandings, 'A period’s standings with accounts and prizes', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok(await leaderboardStandings(db, merchantId, request.params.id, request.query.period, new Date()));
  });
};
