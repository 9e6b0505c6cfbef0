import type { Db } from '../../db/schema.ts';
import { attemptErrors } from './attempts.errors.ts';
import { policyOf, type AttemptKey, type AttemptScope } from './attempts.policies.ts';
import { attemptsRepository, type AttemptRow } from './attempts.repository.ts';
import { accountCounters, type GuardedSecret } from './lockout-keys.ts';

export { ATTEMPT_POLICIES, type AttemptKey, type AttemptScope } from './attempts.policies.ts';
export { accountKeys, type GuardedSecret } from './lockout-keys.ts';

/**
 * A check of a secret that is running. Concurrent checks of one subject are counted so that they
 * answer as the same checks sent one after another would: a lock tier is decided by confirmed
 * failures, and an attempt that could cross the next tier if the running checks all fail waits
 * for them (a right answer among them clears the count, a wrong one may lock).
 */
export type Reservation = {
  keys: AttemptKey[];
  /** A captcha was due before this attempt (the caller must have passed one). */
  captchaRequired: boolean;
  /** If this attempt fails, the next one will need a captcha. */
  captchaAfterFailure: boolean;
};

export type ReserveOutcome = { kind: 'reserved'; reservation: Reservation } | { kind: 'captcha_required' };

/** A check that started this long ago and never settled belonged to a process that died. */
const STALE_CHECK_MS = 60_000;
const WAIT_STEP_MS = 20;
const WAIT_MAX_MS = 30_000;

const inWindow = (row: AttemptRow, now: Date) =>
  now.getTime() - Date.parse(row.windowStartedAt) < policyOf(row.scope as AttemptScope).windowMs;
const confirmedOf = (row: AttemptRow, now: Date) => (inWindow(row, now) ? row.failures : 0);
const runningOf = (row: AttemptRow, now: Date) =>
  row.inFlightAt && now.getTime() - Date.parse(row.inFlightAt) < STALE_CHECK_MS ? row.inFlight : 0;

function lockFor(scope: AttemptScope, failures: number, now: Date): string | null {
  const rule = policyOf(scope).locks.find((r) => failures >= r.failures);
  return rule ? new Date(now.getTime() + rule.lockMs).toISOString() : null;
}

/** The failure count at which the next lock starts, above what is confirmed already. */
const nextLockAt = (scope: AttemptScope, confirmed: number) =>
  Math.min(
    ...policyOf(scope)
      .locks.map((r) => r.failures)
      .filter((f) => f > confirmed),
  );

const captchaDue = (scope: AttemptScope, failures: number) => {
  const after = policyOf(scope).captchaAfter;
  return after !== undefined && failures >= after;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refuses a locked subject (429 with Retry-After), asks for a captcha when one is due and none
 * was offered (not counted, as before), and otherwise registers the check as running.
 */
export async function reserveAttempt(
  db: Db,
  keys: AttemptKey[],
  options: { captchaOffered?: boolean } = {},
): Promise<ReserveOutcome> {
  const started = Date.now();
  for (;;) {
    const outcome = await tryReserve(db, keys, options.captchaOffered ?? false, new Date());
    if (outcome !== 'wait') return outcome;
    if (Date.now() - started > WAIT_MAX_MS) throw attemptErrors.locked(new Date(Date.now() + 1000));
    await sleep(WAIT_STEP_MS);
  }
}

async function tryReserve(
  db: Db,
  keys: AttemptKey[],
  captchaOffered: boolean,
  now: Date,
): Promise<ReserveOutcome | 'wait'> {
  return db.transaction().execute(async (trx) => {
    const rows = await attemptsRepository.lockRows(trx, keys, now.toISOString());
    const lockedUntil = rows
      .map((r) => (r.lockedUntil && Date.parse(r.lockedUntil) > now.getTime() ? new Date(r.lockedUntil) : null))
      .reduce<Date | null>((latest, d) => (d && (!latest || d > latest) ? d : latest), null);
    if (lockedUntil) throw attemptErrors.locked(lockedUntil, now.getTime());

    const confirmed = rows.map((r) => confirmedOf(r, now));
    const running = rows.map((r) => runningOf(r, now));
    // Running checks count as failures for the captcha: one by one, each would have come first.
    const captchaRequired = keys.some((k, i) => captchaDue(k.scope, confirmed[i]! + running[i]!));
    if (captchaRequired && !captchaOffered) return { kind: 'captcha_required' as const };
    if (keys.some((k, i) => confirmed[i]! + running[i]! + 1 >= nextLockAt(k.scope, confirmed[i]!) && running[i]! > 0))
      return 'wait' as const;

    for (const [i, row] of rows.entries()) {
      await attemptsRepository.write(trx, {
        ...row,
        failures: confirmed[i]!,
        windowStartedAt: inWindow(row, now) ? row.windowStartedAt : now.toISOString(),
        inFlight: running[i]! + 1,
        inFlightAt: now.toISOString(),
      });
    }
    const captchaAfterFailure = keys.some((k, i) => captchaDue(k.scope, confirmed[i]! + running[i]! + 1));
    return { kind: 'reserved' as const, reservation: { keys, captchaRequired, captchaAfterFailure } };
  });
}

/**
 * Ends a running check. `failed`: one more confirmed failure (and the lock it reaches; a counter
 * of sources counts only a source failing for the first time in the window); `right`: the first
 * key's count is cleared (a correct password clears its account and source); `void`: not a wrong
 * answer at all (a failed captcha, a fault), nothing is counted. Answers whether a whole-account
 * counter has just locked, so that the caller tells the account holder.
 */
export async function settleAttempt(
  db: Db,
  reservation: Reservation,
  result: 'failed' | 'right' | 'void',
): Promise<{ accountLocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const rows = await attemptsRepository.lockRows(trx, reservation.keys, now.toISOString());
    const newSource = rows.length === 1 || confirmedOf(rows[0]!, now) === 0;
    let accountLocked = false;
    for (const [i, row] of rows.entries()) {
      const scope = reservation.keys[i]!.scope;
      const inFlight = Math.max(0, row.inFlight - 1);
      if (result === 'right' && i === 0) {
        await attemptsRepository.write(trx, { ...row, failures: 0, lockedUntil: null, inFlight });
      } else if (result === 'failed') {
        const counted = !policyOf(scope).countsSources || newSource;
        const failures = confirmedOf(row, now) + (counted ? 1 : 0);
        const windowStartedAt = inWindow(row, now) ? row.windowStartedAt : now.toISOString();
        const lockedUntil = (counted ? lockFor(scope, failures, now) : null) ?? row.lockedUntil;
        const wasLocked = row.lockedUntil !== null && Date.parse(row.lockedUntil) > now.getTime();
        if (policyOf(scope).countsSources && lockedUntil !== row.lockedUntil && !wasLocked) accountLocked = true;
        await attemptsRepository.write(trx, { ...row, failures, windowStartedAt, lockedUntil, inFlight });
      } else {
        await attemptsRepository.write(trx, { ...row, inFlight });
      }
    }
    return { accountLocked };
  });
}

/**
 * Checks a secret under lock-out: refused with 429 while locked, concurrent wrong answers
 * counted as sequential ones, a right answer clears the (first) subject's count. Returns whether
 * the secret was right; `onAccountLocked` runs when this wrong answer locked the whole account.
 */
export async function checkWithLockout(
  db: Db,
  key: AttemptKey | AttemptKey[],
  check: () => Promise<boolean>,
  onAccountLocked?: () => Promise<void>,
): Promise<boolean> {
  const outcome = await reserveAttempt(db, Array.isArray(key) ? key : [key], { captchaOffered: true });
  if (outcome.kind !== 'reserved') return false;
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await settleAttempt(db, outcome.reservation, 'void');
    throw error;
  }
  const { accountLocked } = await settleAttempt(db, outcome.reservation, right ? 'right' : 'failed');
  if (accountLocked) await onAccountLocked?.();
  return right;
}

/** A new secret set through a reset (link, SMS code): the old one's lock-out no longer applies. */
export async function clearAccountLock(db: Db, secret: GuardedSecret, merchantId: number, account: string) {
  const { whole, perSource } = accountCounters(secret, merchantId, account);
  await attemptsRepository.remove(db, whole);
  await attemptsRepository.removeByPrefix(db, perSource);
}
