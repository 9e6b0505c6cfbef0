import type { FastifyInstance } from 'fastify';

/**
 * Uploads whose body is the file. Reads the stream itself so an oversized upload is refused as
 * soon as it crosses `maxBytes` (or at once from Content-Length), never buffered whole.
 */
export function rawBodyParser(app: FastifyInstance, types: string[], maxBytes: number, tooLarge: () => Error): void {
  app.addContentTypeParser(types, (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
      payload.resume();
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!failed) done(error, undefined);
    });
  });
}
