import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the operator console's build (apps/admin/dist) under /admin/: hashed assets cached for a
 * year, index.html (never cached) for every other address below /admin (history-mode routing).
 * Nothing of it is in the player site's build. /admin/api stays the API's.
 */
export async function adminConsolePlugin(
  app: FastifyInstance,
  opts: { distDir: string; host: string | null },
): Promise<void> {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'console build not found: run `npm run build` to serve /admin');
    return;
  }
  const index = fs.readFileSync(indexFile);
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    if (opts.host && request.host.toLowerCase() !== opts.host) return reply.callNotFound();
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    if (rest.startsWith('api/') || rest === 'api') return reply.callNotFound();
    const candidate = path.join(opts.distDir, path.normalize(rest));
    if (rest && candidate.startsWith(opts.distDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      const immutable = rest.startsWith('assets/');
      return reply
        .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .type(contentType(candidate))
        .send(fs.createReadStream(candidate));
    }
    if (rest.startsWith('assets/')) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(index);
  };
  app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/'));
  // The chat desk's old address (a page of the player site until the console had its desk).
  app.get('/admin/chat', { schema: { hide: true } }, (request, reply) =>
    opts.host && request.host.toLowerCase() !== opts.host ? reply.callNotFound() : reply.redirect('/admin/desk', 301),
  );
  app.get('/admin/*', { schema: { hide: true } }, send);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
};
const contentType = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream';
