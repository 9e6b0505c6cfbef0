import type { FastifyInstance } from 'fastify';

/** Crawlers may index the player site; the API, the docs and the console are not pages. */
const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /wps/',
  'Disallow: /lgw/',
  'Disallow: /lotto/',
  'Disallow: /admin/',
  'Disallow: /docs',
  '',
].join('\n');

export async function robotsRoute(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
}
