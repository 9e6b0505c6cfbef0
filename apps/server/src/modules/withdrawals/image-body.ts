import type { FastifyInstance } from 'fastify';
import { PROOF_MAX_BYTES } from '@arcadia/contracts';
import { paymentError } from '../payments/payments.errors.ts';

/**
 * Raw image uploads (the body is the file). Reads the stream itself so an oversized upload is
 * refused with withdrawal.proof_too_large as soon as it crosses the limit, not buffered whole.
 */
export function imageBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(['image/png', 'image/jpeg', 'application/octet-stream'], (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > PROOF_MAX_BYTES) {
      payload.resume();
      done(paymentError('withdrawal.proof_too_large', { maxMb: PROOF_MAX_BYTES / 1024 / 1024 }), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > PROOF_MAX_BYTES) {
        failed = true;
        done(paymentError('withdrawal.proof_too_large', { maxMb: PROOF_MAX_BYTES / 1024 / 1024 }), undefined);
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
