import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { encryptForServer } from './encrypt.ts';

/** Calls the way the web does: encrypted bodies, Language header, captcha cookie carried along. */
export function accountsClient(t: TestApp, options: { ip?: string; language?: string } = {}) {
  let captchaCookie: string | undefined;
  const headers = (extra: Record<string, string> = {}) => ({
    Language: options.language ?? 'en',
    ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
    ...(captchaCookie ? { cookie: `arc_captcha=${captchaCookie}` } : {}),
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

/** The newest SMS body in the outbox for a number: how a person (or a test) reads the code. */
export async function latestSmsCode(t: TestApp, e164: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', e164)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = row.body.match(/\b(\d{6})\b/);
  if (!code) throw new Error('no code in the SMS body');
  return code[1]!;
}
