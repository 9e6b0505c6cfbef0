import { constants as zlibConstants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config/config.ts';
import { accessLogPlugin } from './access-log.ts';
import { envelopePlugin } from './envelope-plugin.ts';
import { SnapshotMemoryStore } from './rate-limit-store.ts';
import { requestContextPlugin } from './request-context.ts';
import { securityHeadersPlugin } from './security-headers.ts';

/** Answers smaller than this go out uncompressed (the bytes saved would not pay for the work). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** What every request goes through before any module sees it, in this order. */
export const httpCorePlugin = fp(async (app, { config }: { config: Config }) => {
  // Outside production the server answers plain http (no TLS in front), so a speed-test route of
  // the same deployment is an http origin too.
  await app.register(securityHeadersPlugin, { httpImages: config.env !== 'production' });
  await app.register(accessLogPlugin);
  // Before every route (static files included): answers over 1 KB go out compressed; the built
  // assets come precompressed and already carry their Content-Encoding, which this leaves alone.
  // Brotli at quality 4: per-request compression must cost less than the bytes it saves.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    // API answers up to 64 KB are compressed in one synchronous call (a page of 42 games is about
    // 20 KB): on two cores the stream pipeline's bookkeeping cost more CPU than it spared the loop.
    syncThreshold: 65_536,
    globalDecompression: false, // no client sends compressed bodies; one hook less per request
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody);
  await app.register(cookie);
  await app.register(envelopePlugin);
  await app.register(rateLimit, {
    global: true,
    store: SnapshotMemoryStore,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // /healthz opts out in its route config: an allowList function costs every request an await.
    // Limit headers only where they tell the client something: when it is over the limit.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  await app.register(requestContextPlugin);
});
