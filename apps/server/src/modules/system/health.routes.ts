import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DbHandle } from '../../db/database.ts';

/** A 1×1 transparent GIF: the smallest image every browser decodes. */
const PROBE_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Liveness plus a database round trip, for load balancers. Not enveloped: probes read the status. */
export const healthRoutes: FastifyPluginAsync<{ database: DbHandle }> = async (app, { database }) => {
  // Load balancers probe this often from few addresses: never rate limited.
  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return reply.send({ status: 'ok', database: database.kind });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  /*
   * The speed test's target. The dialog on one domain route times an <img> load from each of the
   * brand's other routes: the page's img-src already allows https: images, so the
   * Content-Security-Policy stays one static policy (a fetch would need every brand's route origins
   * in connect-src, worked out per request). The image says nothing about the server, so it may
   * be shared cross-origin (helmet's default CORP same-origin would make the browser drop it), and
   * it is never cached, so each load is a real round trip.
   */
  app.get('/speed-probe.gif', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'image/gif')
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(PROBE_GIF),
  );
};
