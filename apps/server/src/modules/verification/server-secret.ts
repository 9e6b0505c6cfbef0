import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTrx } from '../../db/schema.ts';

const SECRET_NAME = 'verification.hmac';
const cache = new WeakMap<object, Buffer>();

/**
 * The per-install HMAC key. Made on first use and kept in the database so every instance hashes
 * alike; a race between two instances is settled by the primary key (the loser re-reads).
 */
export async function verificationSecret(db: Db | DbOrTrx): Promise<Buffer> {
  const cached = cache.get(db);
  if (cached) return cached;
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  const secret = Buffer.from(row.value, 'base64url');
  cache.set(db, secret);
  return secret;
}

/** Short secrets (6-digit codes, 4-char answers) are hashed with a key so a leaked table cannot be brute-forced offline. */
export function keyedHash(secret: Buffer, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
