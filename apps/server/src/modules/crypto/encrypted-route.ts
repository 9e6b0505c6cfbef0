import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { decryptBody } from './decrypt-body.ts';
import type { KeyStore } from './key-store.ts';
import { ReplayGuard } from './replay-guard.ts';

/**
 * Route options for a call the spec marks as encrypted: a plaintext body is refused, the body is
 * decrypted before validation, so the route's `schema.body` describes the decrypted payload.
 */
export function encryptedBodyOnly(
  keys: KeyStore,
  replays = new ReplayGuard(),
): Pick<RouteShorthandOptions, 'preValidation'> {
  return {
    preValidation: async (request: FastifyRequest, _reply: FastifyReply) => {
      const body = request.body as { iv?: unknown } | undefined;
      const payload = await decryptBody(body, (kid) => keys.privateKey(kid));
      // A captured request replayed within its five-minute window is refused: each IV is used once.
      if (!replays.firstUse(String(body?.iv))) throw new AppError('request.encryption_expired');
      request.body = payload;
    },
  };
}
