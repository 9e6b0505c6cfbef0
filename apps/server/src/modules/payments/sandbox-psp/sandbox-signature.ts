import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/schema.ts';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** Events older (or newer) than this are refused, so a captured webhook cannot be replayed later. */
export const MAX_SKEW_SECONDS = 300;

const SECRET_NAME = 'payments.sandbox_psp';
const cache = new WeakMap<object, string>();

/**
 * The key the sandbox PSP signs with and we verify with: SANDBOX_PSP_SECRET, or for development
 * one generated on first use and kept in the database so every instance agrees.
 */
export async function sandboxSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const cached = cache.get(db);
  if (cached) return cached;
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  cache.set(db, row.value);
  return row.value;
}

/** hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export const signPayload = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = /^[0-9a-f]+$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return a.length === b.length && timingSafeEqual(a, b);
}
