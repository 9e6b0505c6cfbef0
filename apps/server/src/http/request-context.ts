import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HEADERS, type Language } from '@arcadia/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language; the merchants module sets it once it knows the brand's default. */
    language: Language;
    moduleId: string | null;
  }
}

const MODULE_ID = /^[\w.:-]{1,64}$/;
const MODULE_ID_HEADER = HEADERS.moduleId.toLowerCase();

/**
 * Echoes the request id and attaches the client's module id to every request (and its log
 * lines). The brand and the language come from the merchants module's plugin, which knows brands.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('moduleId', null);

  // A callback hook: it never waits, and an async one cost a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(HEADERS.requestId, request.id);
    const moduleId = request.headers[MODULE_ID_HEADER];
    request.moduleId = typeof moduleId === 'string' && MODULE_ID.test(moduleId) ? moduleId : null;
    if (request.moduleId) {
      request.log = request.log.child({ moduleId: request.moduleId });
      reply.log = request.log;
    }
    done();
  });
});
