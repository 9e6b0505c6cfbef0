import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** 32 random bytes, base64url: session tokens and reset links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function equalHashes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifies against a fixed hash when no account matched, so timing does not reveal usernames. */
let decoy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('arcadia-decoy-password');
  await verifyPassword(await decoy, password);
}
