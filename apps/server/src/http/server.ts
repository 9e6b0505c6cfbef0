import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS } from '@arcadia/contracts';
import type { Config } from '../config/config.ts';
import { lazyChildLogger } from './lazy-logger.ts';
import { loggerOptions } from './logger.ts';

const REQUEST_ID = /^[\w-]{8,64}$/;

export type RouteList = { method: string; url: string }[];

/**
 * The bare Fastify instance: logger, request ids, zod validation, and the list of every route
 * (so a test can prove that each member route refuses a request without a token).
 */
export function createServer(
  config: Config,
  logStream?: NodeJS.WritableStream,
): { server: FastifyInstance; routes: RouteList } {
  const server = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[HEADERS.requestId.toLowerCase()];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Some module plugins read the database while they register (catalogue, jobs); on a busy
    // machine or a remote PostgreSQL avvio's 10 s default has failed a healthy start.
    pluginTimeout: 60_000,
    // One access-log line per request (written on completion by accessLogPlugin) instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger, bindings, options),
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const routes: RouteList = [];
  server.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) routes.push({ method, url: route.url });
  });
  return { server, routes };
}
