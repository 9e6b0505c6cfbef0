import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { installSecret } from '../../lib/install-secret.ts';

const SECRET_NAME = 'verification.hmac';

/** The per-install HMAC key of captchas and SMS codes. */
export async function verificationSecret(db: Db | DbOrTrx): Promise<Buffer> {
  return Buffer.from(await installSecret(db, SECRET_NAME), 'base64url');
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
