import type { FastifyInstance } from 'fastify';
import { PROOF_MAX_BYTES } from '@arcadia/contracts';
import { rawBodyParser } from '../../http/raw-body.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';

/** Raw image uploads (the body is the file), refused with withdrawal.proof_too_large past the limit. */
export function imageBodyParser(app: FastifyInstance): void {
  rawBodyParser(app, ['image/png', 'image/jpeg', 'application/octet-stream'], PROOF_MAX_BYTES, () =>
    withdrawalErrors.proofTooLarge(PROOF_MAX_BYTES / 1024 / 1024),
  );
}
