import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DbHandle } from '../../db/database.ts';

/** Liveness plus a database round trip, for load balancers. Not enveloped: probes read the status. */
export const healthRoutes: FastifyPluginAsync<{ database: DbHandle }> = async (app, { database }) => {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return reply.send({ status: 'ok', database: database.kind });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
