import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSystemChecks } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import { systemChecks } from './system-checks.usecases.ts';

/** GET /admin/api/system/checks (permission settings.read, from the matrix). */
export const systemChecksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  route(
    adminSystemChecks,
    {
      summary: 'Run the ledger and roll-up checks now and count what disagrees',
      // Each call reads the whole ledger: a few a minute is plenty for a person at the console.
      config: { rateLimit: { max: 6, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const merchantId = await operatorBrand(
        db,
        request,
        request.query.merchant ?? (request.operator!.merchantId === null ? request.merchant.code : undefined),
      );
      return reply.ok(await systemChecks(db, merchantId));
    },
  );
};
