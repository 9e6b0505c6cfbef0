import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** JSON API paths: no page is ever rendered from them. */
const JSON_API = /^\/(wps|lgw|lotto|admin\/api)\//;

/**
 * For JSON answers the document policies (script sources, frame options, XSS auditors) mean
 * nothing; these are the headers that do (OWASP REST guidance), and fewer bytes on the hot paths.
 */
const API_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
];

/**
 * Security headers (CSP, HSTS, nosniff, frame and referrer policies) from helmet, built once at
 * start. (@fastify/helmet rebuilt the middleware on every request, which cost more than the
 * balance query itself on the header's polling route.) `httpImages` admits http images as well:
 * the speed test's probe on another route of a server without TLS (development and tests).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { httpImages }: { httpImages: boolean }) => {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(httpImages ? ['http:'] : [])],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (JSON_API.test(request.url)) {
      for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
      return done();
    }
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});
