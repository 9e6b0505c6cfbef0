import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHub88Sync, adminStartHub88Sync } from '@arcadia/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import { hub88SyncStatus, startHub88Sync } from './hub88-sync.job.ts';

/**
 * The console's Hub88 sync under /admin/api/games/sync/hub88 (games.read to look, games.write to
 * start one). Registered whether or not Hub88 is configured: without it, a start is refused with
 * games.hub88_not_configured. Starts are audited.
 */
export const hub88SyncRoutes: FastifyPluginAsyncZod<{ db: Db; config: Pick<Config, 'hub88'> }> = async (
  app,
  { db, config },
) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminHub88Sync, 'The latest Hub88 game-list sync', async (request, reply) =>
    reply.ok(await hub88SyncStatus(db, await operatorBrand(db, request, request.query.merchant), config)),
  );
  route(adminStartHub88Sync, 'Start a Hub88 game-list sync', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    request.audit = { target: `hub88-sync=${merchantId}` };
    return reply.ok(await startHub88Sync(db, merchantId, config));
  });
};
