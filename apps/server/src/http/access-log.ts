import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './logger.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Polled routes (the header balance): no access-log line for each successful answer. */
    quietAccessLog?: boolean;
  }
}

/**
 * One line per finished request with what an operator needs to trace it: id, method, path
 * (secret query values redacted), status and time; the module id comes with the request's logger.
 * Errors are always logged, quiet routes included.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: the quiet polled routes return at once, without a promise each.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 400 && request.routeOptions.config.quietAccessLog) return done();
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
});
