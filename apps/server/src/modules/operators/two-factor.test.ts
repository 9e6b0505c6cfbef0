import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEFAULT_OPERATOR_PASSWORD, operatorToken, totpCode } from '../../../test/factories/operators.ts';
import { createOperator } from './operators.usecases.ts';

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
const db = () => t.database.db;
// Each call from its own address: the sign-in routes' per-address rate limit is not under test here.
let calls = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
  calls += 1;
  const from = `198.18.${calls >> 8}.${calls & 255}`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { Language: 'en', 'x-forwarded-for': from, ...headers },
    payload,
  });
};

async function passwordStep(username: string, from = '198.51.100.7') {
  const res = await post(
    '/admin/api/session/login',
    { username, password: DEFAULT_OPERATOR_PASSWORD },
    { 'x-forwarded-for': from },
  );
  return res.json().value as { challenge: string; next: 'verify' | 'enrol' };
}

async function enrolled(name: string) {
  await createOperator(db(), {
    username: name,
    password: DEFAULT_OPERATOR_PASSWORD,
    role: 'finance',
    merchantId: null,
  });
  const { challenge } = await passwordStep(name);
  const { secret, uri } = (await post('/admin/api/session/enrol', { challenge })).json().value;
  expect(uri).toMatch(new RegExp(`^otpauth://totp/.*${name}.*secret=${secret}`));
  const enrolledAt = new Date();
  const code = await totpCode(secret, enrolledAt);
  const done = (await post('/admin/api/session/verify', { challenge, code })).json().value;
  return { secret, enrolledAt, recoveryCodes: done.recoveryCodes as string[], token: done.token as string };
}

describe('operator two-factor sign-in', () => {
  it('enrols on the first sign-in, then asks for a code each time; a code works once', async () => {
    const { secret, enrolledAt, recoveryCodes } = await enrolled('tf_first');
    expect(recoveryCodes).toHaveLength(10);
    const again = await passwordStep('tf_first');
    expect(again.next).toBe('verify');
    // Enrolment is over: a new secret is refused.
    expect((await post('/admin/api/session/enrol', { challenge: again.challenge })).json().code).toBe(
      'operator.already_enrolled',
    );
    // The code that enrolled was used: the same time step is refused, the next one works. (The
    // code is made for the enrolment's instant: on a slow machine the sign-in above can cross a
    // 30-second step, and a code of the new step would rightly work.)
    const reused = await post('/admin/api/session/verify', {
      challenge: again.challenge,
      code: await totpCode(secret, enrolledAt),
    });
    expect(reused.json().code).toBe('operator.code_invalid');
    const next = await totpCode(secret, new Date(Math.max(Date.now(), enrolledAt.getTime() + 30_000)));
    const ok = await post('/admin/api/session/verify', { challenge: again.challenge, code: next });
    expect(ok.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/admin/api/session',
      headers: { authorization: `Bearer ${ok.json().value.token}` },
    });
    expect(session.json().value.username).toBe('tf_first');
    // A challenge turns into one session only.
    expect((await post('/admin/api/session/verify', { challenge: again.challenge, code: next })).statusCode).toBe(401);
  });

  it('takes a recovery code once in place of the authenticator', async () => {
    const { recoveryCodes } = await enrolled('tf_recovery');
    const first = await passwordStep('tf_recovery');
    const used = recoveryCodes[0]!;
    expect(
      (await post('/admin/api/session/verify', { challenge: first.challenge, recoveryCode: used })).statusCode,
    ).toBe(200);
    const second = await passwordStep('tf_recovery');
    const again = await post('/admin/api/session/verify', { challenge: second.challenge, recoveryCode: used });
    expect(again.json().code).toBe('operator.code_invalid');
  });

  it('a challenge expires after five minutes', async () => {
    await enrolled('tf_slow');
    const { challenge } = await passwordStep('tf_slow');
    await db()
      .updateTable('operator_sessions')
      .set({ created_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where('verified_at', 'is', null)
      .execute();
    const res = await post('/admin/api/session/verify', { challenge, code: '123456' });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({
      status: 401,
      code: 'operator.challenge_expired',
    });
  });

  it('locks the second step after five wrong codes, with Retry-After, even for the right code', async () => {
    const { secret } = await enrolled('tf_guess');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { challenge } = await passwordStep('tf_guess', `203.0.113.${i + 1}`);
      codes.push((await post('/admin/api/session/verify', { challenge, code: '000000' })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    const { challenge } = await passwordStep('tf_guess', '203.0.113.50');
    const locked = await post('/admin/api/session/verify', {
      challenge,
      code: await totpCode(secret, new Date(Date.now() + 30_000)),
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(10 * 60);
  });

  it('renews recovery codes for a signed-in operator with a current code; the old ones stop working', async () => {
    const op = await operatorToken(db(), 'support');
    const renewed = await post(
      '/admin/api/session/recovery-codes',
      { code: await totpCode(op.secret, new Date(Date.now() + 30_000)) },
      op.auth,
    );
    expect(renewed.json().value.recoveryCodes).toHaveLength(10);
    const { challenge } = await passwordStep(op.operator.username);
    const old = await post('/admin/api/session/verify', { challenge, recoveryCode: op.recoveryCodes[0]! });
    expect(old.json().code).toBe('operator.code_invalid');
  });
});

describe('console IP allow-list', () => {
  const limited = useTestApp({ TRUSTED_PROXIES: '127.0.0.1', ADMIN_IP_ALLOW_LIST: '10.0.0.0/8, 192.0.2.7' });
  it('refuses /admin/api from other addresses, sign-in included', async () => {
    const ask = (ip: string) =>
      limited.app.inject({ method: 'GET', url: '/admin/api/session', headers: { 'x-forwarded-for': ip } });
    expect((await ask('198.51.100.1')).json().code).toBe('operator.address_refused');
    expect((await ask('198.51.100.1')).statusCode).toBe(403);
    const login = await limited.app.inject({
      method: 'POST',
      url: '/admin/api/session/login',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      payload: { username: 'x', password: 'y' },
    });
    expect(login.statusCode).toBe(403);
    expect((await ask('10.20.30.40')).statusCode).toBe(401);
    expect((await ask('192.0.2.7')).statusCode).toBe(401);
  });
});
