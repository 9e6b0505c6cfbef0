import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/schema.ts';
import { installSecret } from '../../../lib/install-secret.ts';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** Events older (or newer) than this are refused, so a captured webhook cannot be replayed later. */
export const MAX_SKEW_SECONDS = 300;

const SECRET_NAME = 'payments.sandbox_psp';

/**
 * The key the sandbox PSP signs with and we verify with: SANDBOX_PSP_SECRET, or for development
 * one generated on first use and kept in the database so every instance agrees.
 */
export async function sandboxSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  return installSecret(db, SECRET_NAME);
}

/** hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export const signPayload = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = /^[0-9a-f]+$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return a.length === b.length && timingSafeEqual(a, b);
}
