import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** OpenAPI generated from the routes' zod schemas: UI at /docs, JSON at /docs/json. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
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
