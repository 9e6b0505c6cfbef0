import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

/**
 * OpenAPI generated from the routes' zod schemas: UI at /docs, JSON at /docs/json, only where
 * API_DOCS is on (by default everywhere but production); off, both answer 404 like any unknown path.
 */
export const docsPlugin = fp(async (app: FastifyInstance, { config }: { config: Pick<Config, 'apiDocs'> }) => {
  if (!config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Arcadia API',
        version: '0.1.0',
        description:
          'Every response is the envelope { success, code, message, value }. Calls marked encrypted take ' +
          '{ kid, key, iv, data } (RSA-OAEP-256 wrapped AES-256-GCM) whose plaintext is the documented body plus ts.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
