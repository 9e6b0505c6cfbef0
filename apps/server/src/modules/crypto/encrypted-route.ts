import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { cryptoErrors } from './crypto.errors.ts';
import { decryptBody } from './decrypt-body.ts';
import type { KeyStore } from './key-store.ts';
import type { ReplayGuard } from './replay-guard.ts';

/**
 * Route options for a call the spec marks as encrypted: a plaintext body is refused, the body is
 * decrypted before validation, so the route's `schema.body` describes the decrypted payload.
 */
export function encryptedBodyOnly(
  keys: KeyStore,
  replays: ReplayGuard = keys.replays,
): Pick<RouteShorthandOptions, 'preValidation'> {
  return {
    preValidation: async (request: FastifyRequest, _reply: FastifyReply) => {
      const { payload, replayKey } = await decryptBody(request.body, (kid) => keys.privateKey(kid));
      // A captured request replayed within its timestamp window is refused, on any instance.
      if (!(await replays.firstUse(replayKey))) throw cryptoErrors.expired();
      request.body = payload;
    },
  };
}
