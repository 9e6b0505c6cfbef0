import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { httpTransport, type Hub88Transport } from '../hub88/hub88-api.ts';

/**
 * The sandbox aggregator reaches this server the way a remote one would: over HTTP to the address
 * the server listens on. Before it listens (tests that only inject), the same request goes
 * through the whole router in-process.
 */
export function selfTransport(app: FastifyInstance, timeoutMs = 10_000): Hub88Transport {
  let http: Hub88Transport | undefined;
  return async (path, rawBody, headers) => {
    if (app.server.listening) {
      if (!http) {
        const { address, port, family } = app.server.address() as AddressInfo;
        const wildcard = address === '0.0.0.0' || address === '::';
        const host = wildcard ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
        http = httpTransport(`http://${host}:${port}`, timeoutMs);
      }
      return http(path, rawBody, headers);
    }
    const res = await app.inject({ method: 'POST', url: path, payload: rawBody, headers });
    return { status: res.statusCode, body: res.body };
  };
}
