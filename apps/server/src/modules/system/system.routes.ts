import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getDomainRoute,
  getRegisterSettings as registerSettingsContract,
  getStatus,
  getWhitelabel,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { ExternalVerification } from '../auth/external-verification.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { getWhitelabelTree } from '../flags/flags.usecases.ts';
import { getRegisterSettings } from '../register-settings/register-settings.usecases.ts';
import { getDomainRoutes, getSystemStatus } from './system.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db; keys: KeyStore; external: ExternalVerification }> = async (
  app,
  { db, keys, external },
) => {
  app.get(
    getStatus.path,
    {
      schema: routeSchema(getStatus, { tags: tags, summary: 'Site status and brand configuration (first call)' }),
    },
    async (request, reply) =>
      reply.ok(
        await getSystemStatus(db, keys, external, request.merchant, {
          ip: request.ip,
          country: request.country(),
          access: request.access(),
        }),
      ),
  );

  app.get(
    getWhitelabel.path,
    { schema: { tags, summary: 'Feature flag tree', response: { 200: getWhitelabel.response } } },
    async (request, reply) => reply.ok(await getWhitelabelTree(db, request.merchant.id)),
  );

  app.get(
    registerSettingsContract.path,
    { schema: { tags, summary: 'Per-field registration rules', response: { 200: registerSettingsContract.response } } },
    async (request, reply) => reply.ok(await getRegisterSettings(db, request.merchant.id)),
  );

  app.get(
    getDomainRoute.path,
    { schema: { tags, summary: 'Alternative domains of the brand', response: { 200: getDomainRoute.response } } },
    async (request, reply) =>
      reply.ok(
        await getDomainRoutes(db, request.merchant, {
          protocol: request.protocol,
          port: request.port ?? null,
        }),
      ),
  );
};
