import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, type JsonWebKey } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import { CAPTCHA_TEXT } from './accounts.ts';
import { serverNow } from './clock.ts';
import { expect } from './fixtures.ts';
import { currentServer } from './server.ts';

/*
 * Members made through the player API, as the site makes them (DESIGN.md section 3: the register
 * body encrypted with the server's published key, the captcha answered), for journeys where the
 * registration form is not the point. Each member's calls come from the address given, so a
 * journey can make two members share one (what the referral checks look at).
 */

type PublicKey = { kid: string; publicKey: object };

function encrypt(info: PublicKey, payload: object, now: number) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([
    cipher.update(JSON.stringify({ ...payload, ts: now }), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const key = publicEncrypt(
    {
      key: createPublicKey({ key: info.publicKey as JsonWebKey, format: 'jwk' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aesKey,
  );
  return {
    kid: info.kid,
    key: key.toString('base64url'),
    iv: iv.toString('base64url'),
    data: data.toString('base64url'),
  };
}

/** A member's API session: their token, and calls made with it from their address. */
export type ApiMember = { username: string; token: string; api: APIRequestContext };

/**
 * An API client calling from `ip` as the site does, and what its encrypted bodies need: the server's
 * published key, and the server's time (a journey may have moved its clock: support/clock.ts), since
 * a body stamped too far from it is refused as expired.
 */
async function apiFrom(ip: string): Promise<{ api: APIRequestContext; seal: (payload: object) => Promise<object> }> {
  const api = await request.newContext({
    baseURL: currentServer().url,
    extraHTTPHeaders: { 'X-Forwarded-For': ip, Language: 'pt-BR' },
  });
  const status = (await (await api.get('/wps/system/status')).json()) as { value: { info: { encryption: PublicKey } } };
  // Stamped with the server's own time when sealed, not this process's: the operator CLI loaded in
  // process (admin.ts) may have shifted this process's Date already, or not yet.
  const seal = async (payload: object) => encrypt(status.value.info.encryption, payload, (await serverNow()).getTime());
  return { api, seal };
}

type SessionAnswer = { success: boolean; message: string; value: { session: { token: string } } };

/** Registers `username` through PUT /wps/member/register from `ip`, signed in; `referralCode` as the link carries it. */
export async function registerMemberByApi(options: {
  username: string;
  password: string;
  ip: string;
  referralCode?: string;
}): Promise<ApiMember> {
  const { api, seal } = await apiFrom(options.ip);
  // A captcha is one a second per address: a member made just before from the same one waits its turn.
  await expect(async () => expect((await api.get('/wps/captcha')).status()).toBe(200)).toPass({ timeout: 15_000 });
  const payload = {
    username: options.username,
    password: options.password,
    confirmPassword: options.password,
    captcha: CAPTCHA_TEXT,
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
  };
  const answer = await api.put('/wps/member/register', { data: await seal(payload) });
  const body = (await answer.json()) as SessionAnswer;
  expect(body.success, body.message).toBe(true);
  return { username: options.username, token: body.value.session.token, api };
}

/** Signs `username` in through POST /wps/session/login from `ip`, for journeys where the member only plays. */
export async function signInByApi(options: { username: string; password: string; ip: string }): Promise<ApiMember> {
  const { api, seal } = await apiFrom(options.ip);
  const payload = { username: options.username, password: options.password, type: 'username' };
  const answer = await api.post('/wps/session/login', { data: await seal(payload) });
  const body = (await answer.json()) as { success: boolean; message: string; value: { token: string } };
  expect(body.success, body.message).toBe(true);
  return { username: options.username, token: body.value.token, api };
}

/** POST with the member's token; answers the HTTP status. */
export async function memberPost(member: ApiMember, url: string, data: object): Promise<number> {
  const answer = await member.api.post(url, {
    data,
    headers: { Authorization: `Bearer ${member.token}`, 'X-Module-Id': 'e2e' },
  });
  return answer.status();
}

/** GET with the member's token. */
export async function memberGet<T>(member: ApiMember, url: string): Promise<T> {
  const answer = await member.api.get(url, { headers: { Authorization: `Bearer ${member.token}` } });
  return ((await answer.json()) as { value: T }).value;
}
