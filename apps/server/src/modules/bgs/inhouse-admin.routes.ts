import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInhouseGames, adminSaveInhouseLimits } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import type { BgsLimits } from './bgs.config.ts';
import { inhouseGames, saveInhouseLimits } from './inhouse-admin.usecases.ts';

/**
 * The console's in-house games under /admin/api/games/inhouse (games.read to look, games.write to
 * change the brand's bet ranges: the permissions matrix). `configured` is the server's range
 * (BGS_BET_LIMITS), what a game plays until its brand sets one. Writes are audited.
 */
export const inhouseAdminRoutes: FastifyPluginAsyncZod<{ db: Db; configured: BgsLimits }> = async (
  app,
  { db, configured },
) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminInhouseGames, 'In-house games: bet ranges and RTP', async (request, reply) =>
    reply.ok(await inhouseGames(db, await operatorBrand(db, request, request.query.merchant), configured)),
  );
  route(adminSaveInhouseLimits, 'Set the brand’s in-house bet ranges', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const before = await inhouseGames(db, merchantId, configured);
    request.audit = { target: `inhouse-limits=${merchantId}`, before: before.games };
    const saved = await saveInhouseLimits(db, merchantId, request.body, configured, currentOperator(request).username);
    return reply.ok(saved);
  });
};
