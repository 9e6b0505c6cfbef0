import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { statusValueSchema } from '@arcadia/contracts';
import type { DbHandle } from '../../db/database.ts';
import type { ExternalVerification } from '../auth/external-verification.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { healthRoutes } from './health.routes.ts';
import { systemRoutes } from './system.routes.ts';
import { getSystemStatus } from './system.usecases.ts';

type SystemDeps = { database: DbHandle; keys: KeyStore; external: ExternalVerification };

/** The system module: the health probe and the site's first calls (status, flags, domain routes). */
export const systemPlugin: FastifyPluginAsync<SystemDeps> = async (app, { database, keys, external }) => {
  await app.register(healthRoutes, { database });
  await app.register(systemRoutes, { db: database.db, keys, external });
};

/** The status answer the web page carries in its HTML, so the first paint needs no round trip. */
export const bootStatus =
  ({ database, keys, external }: SystemDeps) =>
  async (request: FastifyRequest) =>
    statusValueSchema.parse(
      await getSystemStatus(database.db, keys, external, request.merchant, {
        ip: request.ip,
        country: request.country(),
        access: request.access(),
      }),
    );
