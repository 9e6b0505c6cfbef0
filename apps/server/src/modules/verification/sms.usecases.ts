import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Language, SmsPurpose } from '@arcadia/contracts';
import { isPostgres } from '../../db/dialect.ts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { translate } from '../../i18n/messages.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { SmsProvider } from './providers.ts';
import { normaliseMobile } from './phone-number.ts';
import { keyedHash, sameHash, verificationSecret } from './server-secret.ts';
import { smsCodesRepository, type SmsCodeKey } from './sms-codes.repository.ts';
import { verificationErrors } from './verification.errors.ts';

export { normaliseMobile };

export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_CAP_PER_NUMBER = 10;
export const SMS_DAILY_CAP_PER_IP = 30;
const THROTTLE_MS = 1000;
const DAY_MS = 24 * 60 * 60_000;

export type SentSmsCode = { mobile: string; expiresAt: Date; expiredMinutes: number };

export type SmsDeps = { sms: SmsProvider; now?: () => Date };

export type SendSmsCodeInput = {
  merchant: Merchant;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  ip: string;
  language: Language;
  /**
   * False records the request (so throttles and answers look the same) without sending: used
   * for login and recovery codes to numbers nobody registered, which must not reveal that.
   */
  deliver?: boolean;
};

const hashCode = (secret: Buffer, key: SmsCodeKey, code: string) =>
  keyedHash(secret, 'sms', String(key.merchantId), key.purpose, key.mobile, code);

const secondsUntil = (when: Date, now: Date) => Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));

/**
 * Issues a 6-digit code valid for 5 minutes and texts it. Every limit is read from the database,
 * inside a transaction that on PostgreSQL also holds advisory locks on the number and the IP, so
 * the limits hold across server instances and concurrent requests.
 */
export async function sendSmsCode(db: Db, deps: SmsDeps, input: SendSmsCodeInput): Promise<SentSmsCode> {
  const now = deps.now?.() ?? new Date();
  const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
  const key: SmsCodeKey = { merchantId: input.merchant.id, purpose: input.purpose, mobile };
  const secret = await verificationSecret(db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000);

  const id = await db.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      // Number first, then IP, in every request: a fixed order cannot deadlock.
      await sql`select pg_advisory_xact_lock(hashtext(${`sms:mobile:${mobile}`}))`.execute(trx);
      await sql`select pg_advisory_xact_lock(hashtext(${`sms:ip:${input.ip}`}))`.execute(trx);
    }
    await enforceLimits(trx, key, input.ip, now);
    return smsCodesRepository.insert(trx, {
      ...key,
      codeHash: hashCode(secret, key, code),
      ip: input.ip,
      createdAt: now,
      expiresAt,
    });
  });
  await smsCodesRepository.deleteOlderThan(db, new Date(now.getTime() - 2 * DAY_MS));

  if (input.deliver !== false) {
    const brand = input.merchant.config.logoText || input.merchant.name;
    const text = translate(input.language, 'sms.text', { brand, code, minutes: SMS_CODE_TTL_MINUTES });
    try {
      await deps.sms.send(mobile, text, { merchantId: input.merchant.id });
    } catch {
      // The provider has logged why (without the text); this code was never delivered.
      await smsCodesRepository.expire(db, id, now);
      throw verificationErrors.sendFailed();
    }
  }
  return { mobile, expiresAt, expiredMinutes: SMS_CODE_TTL_MINUTES };
}

async function enforceLimits(db: DbOrTrx, key: SmsCodeKey, ip: string, now: Date): Promise<void> {
  const lastSecond = new Date(now.getTime() - THROTTLE_MS);
  const [numberBurst, ipBurst] = await Promise.all([
    smsCodesRepository.countSince(db, { mobile: key.mobile }, lastSecond),
    smsCodesRepository.countSince(db, { ip }, lastSecond),
  ]);
  if (numberBurst.count > 0 || ipBurst.count > 0) throw verificationErrors.tooFrequent();

  const live = await smsCodesRepository.findLatestOpen(db, key);
  if (live && live.expiresAt > now && live.attempts < SMS_MAX_ATTEMPTS) {
    throw verificationErrors.codeLive(secondsUntil(live.expiresAt, now));
  }

  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [perNumber, perIp] = await Promise.all([
    smsCodesRepository.countSince(db, { mobile: key.mobile }, dayAgo),
    smsCodesRepository.countSince(db, { ip }, dayAgo),
  ]);
  // The window is rolling: the caller may retry once the oldest request in it is 24 h old.
  for (const [usage, cap] of [
    [perNumber, SMS_DAILY_CAP_PER_NUMBER],
    [perIp, SMS_DAILY_CAP_PER_IP],
  ] as const) {
    if (usage.count >= cap)
      throw verificationErrors.tooMany(secondsUntil(new Date((usage.oldest ?? now).getTime() + DAY_MS), now));
  }
}

/**
 * Accepts the newest open code for this brand, number and purpose exactly once. Every check
 * counts as an attempt; after 5 the code is dead even if the next guess would be right.
 */
export async function consumeSmsCode(db: DbOrTrx, input: SmsCodeKey & { code: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const key: SmsCodeKey = { merchantId: input.merchantId, purpose: input.purpose, mobile: input.mobile };
  const stored = await smsCodesRepository.findLatestOpen(db, key);
  if (!stored || stored.expiresAt <= now) throw verificationErrors.codeExpired();
  if (!(await smsCodesRepository.countAttempt(db, stored.id, SMS_MAX_ATTEMPTS))) {
    throw verificationErrors.attemptsExceeded();
  }
  const secret = await verificationSecret(db);
  if (!sameHash(stored.codeHash, hashCode(secret, key, input.code.trim()))) throw verificationErrors.codeInvalid();
  // Lost a race with another correct submission of the same code: it is used now.
  if (!(await smsCodesRepository.consume(db, stored.id, now))) throw verificationErrors.codeExpired();
}
