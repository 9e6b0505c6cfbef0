import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { encryptForServer } from './encrypt.ts';

/** Calls the way the web does: encrypted bodies, Language header, captcha cookie carried along. */
export function accountsClient(
  t: TestApp,
  options: { ip?: string; language?: string; headers?: Record<string, string> } = {},
) {
  let captchaCookie: string | undefined;
  const headers = (extra: Record<string, string> = {}) => ({
    Language: options.language ?? 'en',
    ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
    ...(captchaCookie ? { cookie: `arc_captcha=${captchaCookie}` } : {}),
    ...options.headers,
    ...extra,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, extra?: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      payload: encryptForServer(t.app.deps.keys.publicInfo(), payload),
      headers: headers(extra),
    });

  return {
    async captcha(): Promise<LightMyRequestResponse> {
      const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: headers() });
      const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const match = setCookie.join(';').match(/arc_captcha=([^;]+)/);
      if (match) captchaCookie = match[1];
      return res;
    },
    /**
     * An SMS code to `phone` (register, noLogin or forgotPassword), asked as the site asks: a
     * fresh captcha answered `answer` first.
     */
    async smsCode(
      kind: 'register' | 'noLogin' | 'forgotPassword',
      phone: { mobileNum: string; countryDialingCode: string },
      answer: string,
    ) {
      // Captchas may be fetched once a second per client: a second code soon after waits its turn.
      while ((await this.captcha()).statusCode === 429) await new Promise((resolve) => setTimeout(resolve, 250));
      return this.post(`/wps/verification/sms/${kind}`, { ...phone, challenge: { captcha: answer } });
    },
    registerSms(phone: { mobileNum: string; countryDialingCode: string }, answer: string) {
      return this.smsCode('register', phone, answer);
    },
    register: (payload: object) => send('PUT', '/wps/member/register', payload),
    registerMobile: (payload: object) => send('PUT', '/wps/member/register/mobile', payload),
    login: (payload: object) => send('POST', '/wps/session/login', { type: 'username', ...payload }),
    freeplay: () =>
      send(
        'POST',
        '/wps/session/login/freeplay',
        { random: 'abcdef0123456789', os: 'Linux', platform: 'W' },
        { 'X-Gateway-Version': '3' },
      ),
    changePassword: (token: string, payload: object) =>
      send('POST', '/wps/member/password', payload, { authorization: `Bearer ${token}` }),
    get: (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: headers(token ? { authorization: `Bearer ${token}` } : {}) }),
    post: (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: headers(token ? { authorization: `Bearer ${token}` } : {}),
      }),
    encrypted: send,
  };
}

/**
 * The newest outbox message (SMS or e-mail) to `recipient`, as a person reads it: the first group
 * of `pattern` in its body; throws `missing` when the body has none.
 */
export async function latestOutboxMatch(
  t: TestApp,
  recipient: string,
  pattern: RegExp,
  missing: string,
): Promise<string> {
  const row = await t.database.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const found = row.body.match(pattern);
  if (!found) throw new Error(missing);
  return found[1]!;
}

/** The code in the newest SMS to a number: how a person (or a test) reads it. */
export const latestSmsCode = (t: TestApp, e164: string): Promise<string> =>
  latestOutboxMatch(t, e164, /\b(\d{6})\b/, 'no code in the SMS body');
