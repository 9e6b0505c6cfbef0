import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../db/schema.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { captchaRepository } from './captcha.repository.ts';
import { keyedHash, sameHash, verificationSecret } from './server-secret.ts';

export const CAPTCHA_COOKIE = 'arc_captcha';
export const CAPTCHA_TTL_MS = 2 * 60_000;

// The key is 32 random bytes, so a plain SHA-256 is enough to keep the cookie value out of the table.
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const normaliseAnswer = (answer: string) => answer.trim().toLowerCase();

export type IssuedCaptcha = { key: string; image: string; expiresAt: Date };

/**
 * Draws a new captcha bound to a fresh random key (sent to the client as an HttpOnly cookie).
 * The client's previous captcha, if any, is used up so only the latest image can be answered.
 */
export async function issueCaptcha(
  db: DbOrTrx,
  input: { previousKey?: string | null; ip: string; now?: Date; fixedText?: string | null },
): Promise<IssuedCaptcha> {
  const now = input.now ?? new Date();
  const secret = await verificationSecret(db);
  if (input.previousKey) await captchaRepository.take(db, hashKey(input.previousKey), now);
  await captchaRepository.deleteExpired(db, now);

  const text = input.fixedText ?? randomCaptchaText();
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await captchaRepository.insert(db, {
    keyHash: hashKey(key),
    answerHash: keyedHash(secret, 'captcha', key, normaliseAnswer(text)),
    ip: input.ip,
    createdAt: now,
    expiresAt,
  });
  const image = `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}`;
  return { key, image, expiresAt };
}

/**
 * True when `answer` (case-insensitive) matches the captcha behind `key`, it has not expired and,
 * when `ip` is given, it is answered from the address that fetched it. Any check uses the
 * captcha up, right or wrong, so each image allows exactly one guess.
 */
export async function verifyCaptcha(
  db: DbOrTrx,
  input: { key: string | null | undefined; answer: string | null | undefined; ip?: string; now?: Date },
): Promise<boolean> {
  if (!input.key) return false;
  const now = input.now ?? new Date();
  const stored = await captchaRepository.take(db, hashKey(input.key), now);
  if (!stored || !input.answer) return false;
  const secret = await verificationSecret(db);
  const matches = sameHash(stored.answerHash, keyedHash(secret, 'captcha', input.key, normaliseAnswer(input.answer)));
  return matches && stored.expiresAt.getTime() > now.getTime() && (input.ip === undefined || input.ip === stored.ip);
}

/** The captcha key the client holds, from its `arc_captcha` cookie (needs @fastify/cookie). */
export function readCaptchaKey(request: FastifyRequest): string | null {
  const value = (request.cookies as Record<string, string | undefined> | undefined)?.[CAPTCHA_COOKIE];
  return value && /^[\w-]{20,100}$/.test(value) ? value : null;
}
