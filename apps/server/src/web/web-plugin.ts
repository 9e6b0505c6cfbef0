import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPlayerSitePath } from '@arcadia/contracts';
import { IndexPage, pageTheme, type PreloadImage } from './index-page.ts';

/** Paths that belong to the API: an unknown one is a 404 envelope, never the SPA page. */
const API_PREFIX = /^\/(wps|lgw|lotto|admin\/api|docs)(\/|$)/;

/**
 * Serves the built SPA. Hashed assets are cached for a year and sent precompressed (the build
 * writes .br and .gz beside them; the browser's Accept-Encoding picks one). index.html is never
 * cached, so a deploy reaches players at once, and carries the brand's title, description and
 * language. Unknown non-API GETs get it too (history-mode routing), with HTTP 404 when the address
 * is none of the site's pages: the app then shows its not-found page.
 */
export type WebOptions = {
  distDir: string;
  /** The site status for this visitor, embedded in the page so the app's first call is already answered. */
  bootStatus: (request: FastifyRequest) => Promise<unknown>;
  /** Images the page should fetch before its scripts ask for them (the largest paint of the route). */
  preloadImages?: (request: FastifyRequest) => Promise<PreloadImage[]>;
};

export async function webPlugin(
  app: FastifyInstance,
  { distDir, bootStatus, preloadImages }: WebOptions,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the player site');
    return;
  }
  const indexPage = new IndexPage(indexFile);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The page is rendered per brand; compressed copies are reached through their plain name.
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (API_PREFIX.test(urlPath)) return reply.callNotFound();
    const candidate = path.join(distDir, path.normalize(urlPath));
    if (
      candidate !== indexFile &&
      candidate.startsWith(distDir) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    // A chunk of an older build is gone: a 404 lets the app reload, HTML would break the import.
    if (urlPath.startsWith('/assets/')) return reply.callNotFound();
    const [boot, preloads] = await Promise.all([bootStatus(request), preloadImages?.(request) ?? []]);
    return reply
      .code(isPlayerSitePath(urlPath) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        indexPage.render(
          request.merchant.name,
          request.language,
          boot,
          preloads,
          request.merchant.config.logoText || request.merchant.name,
          pageTheme(request.headers.cookie),
        ),
      );
  };
  app.get('/*', { schema: { hide: true } }, page);
}
