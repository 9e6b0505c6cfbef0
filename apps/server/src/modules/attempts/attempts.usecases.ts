import type { Db } from '../../db/schema.ts';
import { attemptErrors } from './attempts.errors.ts';
import { policyOf, type AttemptKey } from './attempts.policies.ts';
import { attemptsRepository, type AttemptRow } from './attempts.repository.ts';

export { ATTEMPT_POLICIES, type AttemptKey, type AttemptScope } from './attempts.policies.ts';

/**
 * A counted attempt. The attempt is counted as a failure BEFORE the secret is checked, inside one
 * transaction that also checks locks, so concurrent guesses queue on the counter exactly as
 * sequential ones would; a success takes its count back.
 */
export type Reservation = {
  keys: AttemptKey[];
  /** Lock of each key before this attempt, restored if the attempt is taken back. */
  previousLocks: (string | null)[];
  /** A captcha was due before this attempt (the caller must have passed one). */
  captchaRequired: boolean;
  /** If this attempt fails, the next one will need a captcha. */
  captchaAfterFailure: boolean;
};

export type ReserveOutcome = { kind: 'reserved'; reservation: Reservation } | { kind: 'captcha_required' };

const inWindow = (row: AttemptRow, now: Date) =>
  now.getTime() - Date.parse(row.windowStartedAt) < policyOf(row.scope as AttemptKey['scope']).windowMs;

function lockFor(scope: AttemptKey['scope'], failures: number, now: Date): string | null {
  const rule = policyOf(scope).locks.find((r) => failures >= r.failures);
  return rule ? new Date(now.getTime() + rule.lockMs).toISOString() : null;
}

const captchaDue = (scope: AttemptKey['scope'], failures: number) => {
  const after = policyOf(scope).captchaAfter;
  return after !== undefined && failures >= after;
};

/**
 * Refuses a locked subject (429 with Retry-After), asks for a captcha when one is due and none
 * was offered (not counted, as before), and otherwise counts the attempt.
 */
export async function reserveAttempt(
  db: Db,
  keys: AttemptKey[],
  options: { captchaOffered?: boolean } = {},
  now = new Date(),
): Promise<ReserveOutcome> {
  return db.transaction().execute(async (trx) => {
    const rows = await attemptsRepository.lockRows(trx, keys, now.toISOString());
    const lockedUntil = rows
      .map((r) => (r.lockedUntil && Date.parse(r.lockedUntil) > now.getTime() ? new Date(r.lockedUntil) : null))
      .reduce<Date | null>((latest, d) => (d && (!latest || d > latest) ? d : latest), null);
    if (lockedUntil) throw attemptErrors.locked(lockedUntil, now.getTime());

    const current = rows.map((r) => (inWindow(r, now) ? r.failures : 0));
    const captchaRequired = keys.some((k, i) => captchaDue(k.scope, current[i]!));
    if (captchaRequired && !options.captchaOffered) return { kind: 'captcha_required' as const };

    for (const [i, row] of rows.entries()) {
      const failures = current[i]! + 1;
      await attemptsRepository.write(trx, {
        ...row,
        failures,
        windowStartedAt: inWindow(row, now) ? row.windowStartedAt : now.toISOString(),
        lockedUntil: lockFor(keys[i]!.scope, failures, now) ?? row.lockedUntil,
      });
    }
    const captchaAfterFailure = keys.some((k, i) => captchaDue(k.scope, current[i]! + 1));
    const reservation = { keys, previousLocks: rows.map((r) => r.lockedUntil), captchaRequired, captchaAfterFailure };
    return { kind: 'reserved' as const, reservation };
  });
}

/**
 * Takes the attempt back: the count drops by one and a lock this attempt triggered is lifted.
 * `clearFirst` forgets the first key's failures altogether (a correct password clears its account).
 */
export async function takeBackAttempt(db: Db, reservation: Reservation, options: { clearFirst?: boolean } = {}) {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const rows = await attemptsRepository.lockRows(trx, reservation.keys, now.toISOString());
    for (const [i, row] of rows.entries()) {
      const key = reservation.keys[i]!;
      if (i === 0 && options.clearFirst) {
        await attemptsRepository.remove(trx, key);
        continue;
      }
      const failures = Math.max(0, row.failures - 1);
      const stillLocked = policyOf(key.scope).locks.some((r) => failures >= r.failures);
      await attemptsRepository.write(trx, {
        ...row,
        failures,
        lockedUntil: stillLocked ? row.lockedUntil : reservation.previousLocks[i]!,
      });
    }
  });
}

/**
 * Checks a secret under lock-out: refused with 429 while locked, each wrong answer counted
 * atomically, a right one clears the subject's count. Returns whether the secret was right.
 */
export async function checkWithLockout(db: Db, key: AttemptKey, check: () => Promise<boolean>): Promise<boolean> {
  const outcome = await reserveAttempt(db, [key], { captchaOffered: true });
  if (outcome.kind !== 'reserved') return false;
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await takeBackAttempt(db, outcome.reservation);
    throw error;
  }
  if (right) await takeBackAttempt(db, outcome.reservation, { clearFirst: true });
  return right;
}
