import type { DbOrTrx } from '../../db/schema.ts';

/**
 * Failed logins are counted per account and per IP in the database (so the count holds across
 * server instances). After a few failures a captcha is required; after more, progressively longer
 * lock-outs. A success clears the account's count.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures before a captcha is asked for: few per account, more per IP (shared networks). */
  captchaAfter: { account: 3, ip: 10 },
  account: [
    { failures: 12, lockMs: 30 * 60_000 },
    { failures: 8, lockMs: 5 * 60_000 },
    { failures: 5, lockMs: 60_000 },
  ],
  ip: [
    { failures: 60, lockMs: 60 * 60_000 },
    { failures: 30, lockMs: 5 * 60_000 },
  ],
} as const;

export type ThrottleScope = 'account' | 'ip';
export type ThrottleState = { captchaRequired: boolean; lockedUntil: Date | null };

type Key = { merchantId: number; scope: ThrottleScope; subject: string };

async function read(db: DbOrTrx, key: Key) {
  return db
    .selectFrom('login_throttles')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .executeTakeFirst();
}

export async function throttleState(db: DbOrTrx, keys: Key[], now = new Date()): Promise<ThrottleState> {
  let captchaRequired = false;
  let lockedUntil: Date | null = null;
  for (const key of keys) {
    const row = await read(db, key);
    if (!row) continue;
    const inWindow = now.getTime() - Date.parse(row.window_started_at) < THROTTLE.windowMs;
    if (inWindow && Number(row.failures) >= THROTTLE.captchaAfter[key.scope]) captchaRequired = true;
    if (row.locked_until && Date.parse(row.locked_until) > now.getTime()) {
      const until = new Date(row.locked_until);
      if (!lockedUntil || until > lockedUntil) lockedUntil = until;
    }
  }
  return { captchaRequired, lockedUntil };
}

export async function recordFailure(db: DbOrTrx, key: Key, now = new Date()): Promise<void> {
  const row = await read(db, key);
  const inWindow = row && now.getTime() - Date.parse(row.window_started_at) < THROTTLE.windowMs;
  const failures = inWindow ? Number(row.failures) + 1 : 1;
  const windowStartedAt = inWindow ? row.window_started_at : now.toISOString();
  const rule = THROTTLE[key.scope].find((r) => failures >= r.failures);
  const lockedUntil = rule ? new Date(now.getTime() + rule.lockMs).toISOString() : (row?.locked_until ?? null);
  const values = { failures, window_started_at: windowStartedAt, locked_until: lockedUntil };
  await db
    .insertInto('login_throttles')
    .values({ merchant_id: key.merchantId, scope: key.scope, subject: key.subject, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'scope', 'subject']).doUpdateSet(values))
    .execute();
}

export async function clearFailures(db: DbOrTrx, key: Key): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where('merchant_id', '=', key.merchantId)
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .execute();
}
