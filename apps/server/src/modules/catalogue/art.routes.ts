import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { DEFAULT_ART_SVG } from './art.ts';
import { catalogueRepository } from './catalogue.repository.ts';

const NAME = /^[a-z0-9_.-]{1,120}$/i;

/**
 * Generated art. Names carry a version (…-v1.svg), so an answer never changes: a year of public
 * caching, an ETag for revalidation, and a small in-process cache in front of the database.
 */
export const artRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const cache = new Map<string, { type: string; body: string; etag: string }>();
  const load = async (name: string) => {
    const hit = cache.get(name);
    if (hit) return hit;
    const found =
      name === 'default.svg'
        ? { content_type: 'image/svg+xml', body: DEFAULT_ART_SVG }
        : await catalogueRepository.art(db, name);
    if (!found) return undefined;
    const entry = {
      type: found.content_type,
      body: found.body,
      etag: `"${createHash('sha1').update(found.body).digest('base64url').slice(0, 20)}"`,
    };
    if (cache.size > 2_000) cache.delete(cache.keys().next().value!);
    cache.set(name, entry);
    return entry;
  };

  app.get<{ Params: { file: string } }>(
    '/lgw/games/art/:file',
    {
      config: { quietAccessLog: true },
      schema: { tags: ['games'], summary: 'Generated game and vendor art', hide: true },
    },
    async (request, reply) => {
      const { file } = request.params;
      const art = NAME.test(file) ? await load(file) : undefined;
      if (!art) return reply.code(404).type('text/plain').send('not found');
      void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', art.etag);
      // An SVG opened on its own must not run anything.
      void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
      return reply.type(art.type).send(art.body);
    },
  );
};
