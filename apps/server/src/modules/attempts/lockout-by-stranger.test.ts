import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../verification/captcha-image.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient, latestOutboxMatch, latestSmsCode } from '../../../test/accounts-client.ts';
import { createMember, createSignedInMember, DEFAULT_PAYMENT_PASSWORD } from '../../../test/factories/members.ts';
import { createOperator } from '../operators/operators.usecases.ts';

vi.mock('../verification/captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'WXYZ',
}));

/*
 * Lock-outs keep guessing expensive without handing a stranger a way to lock someone out: wrong
 * answers lock the address they come from; the account as a whole locks only when they come from
 * many addresses, its holder is told, and a reset link still gets the holder in.
 */
const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
const db = () => t.database.db;

let seq = 0;
const address = () => `203.0.113.${++seq}`;

/** One login attempt from its own address, passing the captcha when one is due. */
async function loginFrom(ip: string, username: string, password: string) {
  const c = accountsClient(t, { ip });
  await c.captcha();
  return c.login({ username, password, captcha: 'WXYZ' });
}

const inbox = (memberId: number) =>
  db().selectFrom('inbox_messages').select(['template', 'title']).where('member_id', '=', memberId).execute();

describe('member login', () => {
  it('a stranger’s wrong passwords from one address lock that address, not the member', async () => {
    const member = await createMember(db(), { username: 'victim0001', password: 'Right#Pass1' });
    const stranger = accountsClient(t, { ip: '198.51.100.201' });
    let last;
    for (let i = 0; i < 6; i++) {
      if (i >= 3) await new Promise((resolve) => setTimeout(resolve, 1050)); // a captcha a second
      await stranger.captcha();
      last = await stranger.login({ username: 'victim0001', password: `guess-${i}`, captcha: 'WXYZ' });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('auth.locked');

    const holder = await loginFrom('198.51.100.202', 'victim0001', 'Right#Pass1');
    expect(holder.statusCode).toBe(200);
    expect(await inbox(member.id)).toEqual([]);
  });

  it('wrong passwords from ten addresses lock the account itself, and its holder is told in their language', async () => {
    const member = await createMember(db(), {
      username: 'victim0002',
      password: 'Right#Pass1',
      language: 'pt',
      email: 'victim0002@arcadia.example',
      mobile: '+5511966660002',
      countryDialingCode: '+55',
    });
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(address(), 'victim0002', `guess-${i}`)).json().code).toBe('auth.invalid_credentials');
    }
    const holder = await loginFrom(address(), 'victim0002', 'Right#Pass1');
    expect(holder.statusCode).toBe(429);
    expect(holder.json().code).toBe('auth.locked');
    expect(Number(holder.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await inbox(member.id)).toEqual([{ template: 'login_locked', title: 'Acesso bloqueado por um tempo' }]);

    // A second factor gets through: a code sent to the holder's phone.
    const phone = accountsClient(t, { ip: address() });
    const phoneNumber = { mobileNum: '11966660002', countryDialingCode: '+55' };
    expect((await phone.smsCode('noLogin', phoneNumber, 'wxyz')).statusCode).toBe(200);
    const code = await latestSmsCode(t, '+5511966660002');
    const bySms = await phone.login({
      type: 'sms',
      username: '11966660002',
      countryDialingCode: '+55',
      password: code,
    });
    expect(bySms.statusCode).toBe(200);

    // The reset link still works, and with the new password the holder gets in.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: new URLSearchParams({ username: 'victim0002', email: 'victim0002@arcadia.example' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address() },
    });
    expect(sent.statusCode).toBe(200);
    const token = decodeURIComponent(
      await latestOutboxMatch(t, 'victim0002@arcadia.example', /resetPassword\?token=([\w%-]+)/, 'no link'),
    );
    const reset = await accountsClient(t, { ip: address() }).post('/wps/member/password/reset', {
      token,
      newPassword: 'Fresh#Pass9',
      confirmNewPassword: 'Fresh#Pass9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(address(), 'victim0002', 'Fresh#Pass9')).statusCode).toBe(200);
  });
});

describe('operator login', () => {
  const login = (ip: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/session/login',
      headers: { 'x-forwarded-for': ip },
      payload: { username, password },
    });

  it('a stranger’s wrong passwords from one address lock that address, not the operator', async () => {
    await createOperator(db(), {
      username: 'desk.victim',
      password: 'correct-horse-1',
      role: 'admin',
      merchantId: null,
    });
    for (let i = 0; i < 5; i++) {
      expect((await login('198.51.100.210', 'desk.victim', `guess-${i}`)).json().code).toBe(
        'operator.invalid_credentials',
      );
    }
    expect((await login('198.51.100.210', 'desk.victim', 'correct-horse-1')).statusCode).toBe(429);
    expect((await login('198.51.100.211', 'desk.victim', 'correct-horse-1')).statusCode).toBe(200);
  });
});

describe('payment password', () => {
  const change = (token: string, ip: string, oldPaymentPassword: string) =>
    accountsClient(t, { ip }).encrypted(
      'PUT',
      '/wps/member/password/payment',
      { oldPaymentPassword, newPaymentPassword: DEFAULT_PAYMENT_PASSWORD },
      { authorization: `Bearer ${token}` },
    );

  it('wrong payment passwords from one address lock that address; from three, the member, who is told', async () => {
    const { member, token } = await createSignedInMember(db(), { paymentPassword: DEFAULT_PAYMENT_PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect((await change(token, '198.51.100.220', '000000')).json().code).toBe('wallet.payment_password_invalid');
    }
    expect((await change(token, '198.51.100.220', DEFAULT_PAYMENT_PASSWORD)).statusCode).toBe(429);
    expect((await change(token, '198.51.100.221', DEFAULT_PAYMENT_PASSWORD)).statusCode).toBe(200);
    expect(await inbox(member.id)).toEqual([]);

    for (const ip of ['198.51.100.222', '198.51.100.223']) {
      expect((await change(token, ip, '000000')).json().code).toBe('wallet.payment_password_invalid');
    }
    const locked = await change(token, '198.51.100.224', DEFAULT_PAYMENT_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth.locked');
    expect(await inbox(member.id)).toEqual([
      { template: 'payment_password_locked', title: 'Payment password locked for a while' },
    ]);
  });
});
