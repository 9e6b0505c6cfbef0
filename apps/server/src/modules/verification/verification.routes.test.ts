import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCaptcha,
  getCountryCodes,
  LANGUAGES,
  sendForgotPasswordSms,
  sendLoginSms,
  sendRegisterSms,
} from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { translate } from '../../i18n/messages.ts';
import type * as CaptchaImage from './captcha-image.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';
import { verifyCaptcha } from './captcha.usecases.ts';
import { listOutbox } from './outbox.usecases.ts';
import { createProviders } from './providers.ts';
import { sendSmsCode } from './sms.usecases.ts';
import { verificationRoutes } from './verification.routes.ts';

vi.mock('./captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'Wx7k',
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, async (app, database) => {
    // Until app.ts wires these routes, the test registers them (same options as production).
    if (app.hasRoute({ method: 'GET', url: getCaptcha.path })) return;
    const providers = createProviders(
      { sms: { provider: 'outbox' }, email: { provider: 'outbox' } },
      database.db,
      app.log,
    );
    await app.register(verificationRoutes, { db: database.db, providers, mobileOwner: async () => null });
  });
});
afterAll(async () => t.close());

const from = (ip: string, extra: Record<string, string> = {}) => ({ Language: 'en', 'X-Forwarded-For': ip, ...extra });
const post = (url: string, ip: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: from(ip), payload });
const captchaCookie = (setCookie: string | string[] | undefined) =>
  /arc_captcha=([^;]+)/.exec(([] as string[]).concat(setCookie ?? []).join(','))?.[1];
/** A code asked as the site asks: a captcha fetched from `ip`, answered `answer`. */
const codeRequest = async (
  url: string,
  ip: string,
  payload: object,
  answer = 'wx7k',
  headers: Record<string, string> = {},
) => {
  const image = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from(ip) });
  return t.app.inject({
    method: 'POST',
    url,
    headers: from(ip, { cookie: `arc_captcha=${captchaCookie(image.headers['set-cookie'])}`, ...headers }),
    payload: { ...payload, challenge: { captcha: answer } },
  });
};
const registerCode = (ip: string, payload: object, answer?: string, headers?: Record<string, string>) =>
  codeRequest('/wps/verification/sms/register', ip, payload, answer, headers);

describe('GET /wps/captcha', () => {
  it('answers a PNG data URL and binds it to the client with a strict HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from('203.0.113.1') });
    expect(res.statusCode).toBe(200);
    const body = getCaptcha.response.parse(res.json());
    const png = Buffer.from(body.value!.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^arc_captcha=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/wps/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(
      await verifyCaptcha(t.database.db, {
        key: captchaCookie(res.headers['set-cookie']),
        answer: 'WX7K',
        ip: '203.0.113.1',
      }),
    ).toBe(true);
  });

  it('refreshes at most once per second per client (429 rate_limited with Retry-After)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from('203.0.113.2') });
    const second = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from('203.0.113.2') });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(second.headers['retry-after']).toBeDefined();
    const other = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from('203.0.113.3') });
    expect(other.statusCode).toBe(200);
  });

  it('concurrent refreshes: one answered, the rest 429 with a message that names the Retry-After wait', async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from('203.0.113.9') }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of burst.filter((r) => r.statusCode === 429)) {
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      // The limiter's window is one second: the message says the same wait as the header.
      expect(seconds).toBe(1);
      expect(refused.json().message).toBe('Too many requests, retry after 1 second.');
    }
  });

  it.each(LANGUAGES)('%s: the refusal names the wait of Retry-After in seconds, never "1 minute"', async (language) => {
    const ip = `203.0.113.${60 + LANGUAGES.indexOf(language)}`;
    // Sent together, so a slow answer cannot outlast the one-second window between them.
    const burst = await Promise.all(
      [0, 1, 2].map(() =>
        t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from(ip, { Language: language }) }),
      ),
    );
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      const seconds = Number(res.headers['retry-after']);
      expect(res.json().message).toBe(translate(language, 'rate_limited.seconds', { seconds }));
      expect(res.json().message).not.toBe(translate(language, 'rate_limited', { minutes: 1 }));
      expect(res.json().message).toContain(String(seconds));
    }
  });

  it('a new captcha invalidates the one the same client fetched before', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from('203.0.113.4') });
    const firstKey = captchaCookie(first.headers['set-cookie'])!;
    // Another address (say, the phone switched networks) so the once-a-second limit is not in the way.
    const second = await t.app.inject({
      method: 'GET',
      url: '/wps/captcha',
      headers: from('203.0.113.5', { cookie: `arc_captcha=${firstKey}` }),
    });
    expect(second.statusCode).toBe(200);
    expect(await verifyCaptcha(t.database.db, { key: firstKey, answer: 'wx7k' })).toBe(false);
    expect(
      await verifyCaptcha(t.database.db, { key: captchaCookie(second.headers['set-cookie']), answer: 'wx7k' }),
    ).toBe(true);
  });
});

describe('SMS code routes', () => {
  it('registration answers expiredMinutes, texts the code, and no log line contains it', async () => {
    const res = await registerCode('203.0.113.10', { mobileNum: '11955550001', countryDialingCode: '+55' });
    expect(res.statusCode).toBe(200);
    expect(sendRegisterSms.response.parse(res.json()).value).toEqual({ expiredMinutes: 5 });
    const [message] = await listOutbox(t.database.db, { channel: 'sms', recipient: '+5511955550001', limit: 1 });
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    const logs = t.logs.join('');
    expect(logs).toMatch(/sms queued in outbox #\d+ to \+55•+0001/);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(message!.body);
  });

  it('login answers expiredMinutes and recovery an ISO expirationTime five minutes ahead', async () => {
    const login = await codeRequest('/wps/verification/sms/noLogin', '203.0.113.11', {
      mobileNum: '11955550002',
      countryDialingCode: '+55',
    });
    expect(sendLoginSms.response.parse(login.json()).value).toEqual({ expiredMinutes: 5 });
    const before = Date.now();
    const forgot = await codeRequest('/wps/verification/sms/forgotPassword', '203.0.113.12', {
      mobileNum: '11955550003',
      countryDialingCode: '+55',
    });
    const expiration = Date.parse(sendForgotPasswordSms.response.parse(forgot.json()).value!.expirationTime);
    expect(expiration - before).toBeGreaterThan(4.9 * 60_000);
    expect(expiration - before).toBeLessThanOrEqual(5 * 60_000 + 1000);
  });

  it('refuses a second code while one is live, with the seconds left and Retry-After', async () => {
    const payload = { mobileNum: '11955550004', countryDialingCode: '+55' };
    // A code sent two seconds ago (past the once-a-second limit without sleeping).
    const merchant = (await merchantsRepository.findByCode(t.database.db, 'arcadia'))!;
    const sms = { name: 'null', send: async () => {} };
    const twoSecondsAgo = () => new Date(Date.now() - 2000);
    await sendSmsCode(
      t.database.db,
      { sms, now: twoSecondsAgo },
      { merchant, purpose: 'register', ...payload, ip: '203.0.113.13', language: 'en' },
    );
    const again = await registerCode('203.0.113.13', payload);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, code: 'sms.code_live' });
    expect(again.json().message).toMatch(/new one in 29\d seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(290);
  });

  // Anyone can ask for any of the three codes, and every SMS costs the brand money: each asks for the captcha.
  for (const [kind, url, ip, mobileNum] of [
    ['registration', '/wps/verification/sms/register', '203.0.113.15', '11955550005'],
    ['login', '/wps/verification/sms/noLogin', '203.0.113.16', '11955550006'],
    ['recovery', '/wps/verification/sms/forgotPassword', '203.0.113.17', '11955550007'],
  ] as const)
    it(`${kind} asks for the captcha first: none or a wrong one is a localised captcha.invalid, nothing sent`, async () => {
      const payload = { mobileNum, countryDialingCode: '+55' };
      const none = await post(url, ip, payload);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'captcha.invalid', message: translate('en', 'captcha.invalid') });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const wrong = await codeRequest(url, ip, payload, 'nope');
      expect(wrong.json()).toMatchObject({ code: 'captcha.invalid' });
      expect(await listOutbox(t.database.db, { channel: 'sms', recipient: `+55${mobileNum}`, limit: 1 })).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await codeRequest(url, ip, payload)).statusCode).toBe(200);
    });

  it('refuses a malformed number with a localised mobile.invalid', async () => {
    const res = await registerCode('203.0.113.14', { mobileNum: '123', countryDialingCode: '+55' }, 'wx7k', {
      Language: 'pt',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'mobile.invalid', message: 'Insira um número de celular válido.' });
  });
});

describe('GET /wps/system/countryCodes', () => {
  it('lists every country with its dialing code, named and sorted in the request language', async () => {
    const get = async (language: string) =>
      getCountryCodes.response.parse(
        (
          await t.app.inject({ method: 'GET', url: '/wps/system/countryCodes', headers: { Language: language } })
        ).json(),
      ).value!;
    const en = await get('en');
    const pt = await get('pt');
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.countryCode === 'BR')).toEqual({
      countryCode: 'BR',
      countryDialingCode: '+55',
      name: 'Brazil',
    });
    expect(pt.find((c) => c.countryCode === 'BR')).toEqual({
      countryCode: 'BR',
      countryDialingCode: '+55',
      name: 'Brasil',
    });
    expect(pt.find((c) => c.countryCode === 'DE')!.name).toBe('Alemanha');
    const collator = new Intl.Collator('pt');
    expect([...pt].sort((a, b) => collator.compare(a.name, b.name))).toEqual(pt);
  });
});
