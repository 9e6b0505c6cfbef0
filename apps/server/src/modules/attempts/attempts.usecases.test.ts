import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMember } from '../../../test/factories/members.ts';
import { checkPaymentPassword } from '../auth/payment-password.usecases.ts';
import { checkWithLockout, reserveAttempt, settleAttempt, type AttemptKey } from './attempts.usecases.ts';
import { checkLoginPassword } from './login-password.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

let seq = 0;
const key = (scope: AttemptKey['scope'] = 'paypass'): AttemptKey => ({
  merchantId: 1,
  scope,
  subject: `subject-${++seq}`,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checking a secret under lock-out', () => {
  it('locks after five wrong answers and then refuses even the right one, with Retry-After in the message', async () => {
    const k = key();
    for (let i = 0; i < 5; i++) expect(await checkWithLockout(database.db, k, async () => false)).toBe(false);
    let checked = false;
    const locked = await refusal(
      checkWithLockout(database.db, k, async () => {
        checked = true;
        return true;
      }),
    );
    expect(checked).toBe(false);
    expect(locked.code).toBe('auth.locked');
    expect(locked.status).toBe(429);
    const seconds = Number(locked.headers['Retry-After']);
    expect(seconds).toBeGreaterThan(29 * 60);
    expect(locked.params.minutes).toBe(Math.ceil(seconds / 60));
  });

  it('concurrent wrong answers are counted as sequential ones: only five are ever checked', async () => {
    const k = key();
    let checks = 0;
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        checkWithLockout(database.db, k, async () => {
          checks++;
          return false;
        }),
      ),
    );
    expect(checks).toBe(5);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [(a.reason as AppError).code] : []));
    expect(refused).toEqual(Array(25).fill('auth.locked'));
  });

  it('a right answer clears the count, so earlier mistakes do not add up to a lock later', async () => {
    const k = key();
    for (let i = 0; i < 4; i++) await checkWithLockout(database.db, k, async () => false);
    expect(await checkWithLockout(database.db, k, async () => true)).toBe(true);
    for (let i = 0; i < 4; i++) await checkWithLockout(database.db, k, async () => false);
    expect(await checkWithLockout(database.db, k, async () => true)).toBe(true);
  });

  it('concurrent right answers never lock, however many run at once', async () => {
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => checkWithLockout(database.db, k, async () => true)),
    );
    expect(answers.every(Boolean)).toBe(true);
  });

  it('a check that was not a wrong answer (a failed captcha, a fault) counts nothing', async () => {
    const k = key();
    for (let i = 0; i < 10; i++) {
      const outcome = await reserveAttempt(database.db, [k], { captchaOffered: true });
      if (outcome.kind !== 'reserved') throw new Error('expected a reservation');
      await settleAttempt(database.db, outcome.reservation, 'void');
    }
    expect(await checkWithLockout(database.db, k, async () => true)).toBe(true);
  });

  it('asks for a captcha instead of counting once the login policy wants one', async () => {
    const k = key('account');
    for (let i = 0; i < 3; i++) {
      const outcome = await reserveAttempt(database.db, [k]);
      if (outcome.kind !== 'reserved') throw new Error('expected a reservation');
      await settleAttempt(database.db, outcome.reservation, 'failed');
    }
    expect((await reserveAttempt(database.db, [k])).kind).toBe('captcha_required');
    const withCaptcha = await reserveAttempt(database.db, [k], { captchaOffered: true });
    expect(withCaptcha).toMatchObject({ kind: 'reserved', reservation: { captchaRequired: true } });
  });
});

describe('the payment password and the login password asked again inside a session', () => {
  it('the payment password locks after five wrong answers, for every flow that checks it', async () => {
    const member = await createMember(database.db, { paymentPassword: '135790' });
    for (let i = 0; i < 5; i++) {
      expect((await refusal(checkPaymentPassword(database.db, member, '000000'))).code).toBe(
        'wallet.payment_password_invalid',
      );
    }
    const locked = await refusal(checkPaymentPassword(database.db, member, '135790'));
    expect(locked.code).toBe('auth.locked');
    expect(Number(locked.headers['Retry-After'])).toBeGreaterThan(0);
  });

  it('the login password re-check locks after five wrong answers', async () => {
    const member = await createMember(database.db, { password: 'Right#Pass1' });
    for (let i = 0; i < 5; i++) expect(await checkLoginPassword(database.db, member, 'wrong')).toBe(false);
    expect((await refusal(checkLoginPassword(database.db, member, 'Right#Pass1'))).code).toBe('auth.locked');
  });
});
