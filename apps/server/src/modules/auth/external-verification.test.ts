import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-members.ts';

/** A stand-in for a siteverify provider on loopback: it accepts the token "human". */
let provider: FastifyInstance;
let t: TestApp;
let off: TestApp;
const seen: Record<string, string>[] = [];

beforeAll(async () => {
  provider = Fastify();
  await provider.register(formbody);
  provider.post('/siteverify', async (request) => {
    const form = request.body as Record<string, string>;
    seen.push(form);
    return { success: form.secret === 'shh' && form.response === 'human' };
  });
  const url = await provider.listen({ host: '127.0.0.1', port: 0 });
  t = await createTestApp({
    TRUSTED_PROXIES: '127.0.0.1',
    CHALLENGE_PROVIDER: 'siteverify',
    CHALLENGE_VERIFY_URL: `${url}/siteverify`,
    CHALLENGE_SECRET: 'shh',
    CHALLENGE_SITE_KEY: 'site-key-1',
  });
  off = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await off.close();
  await provider.close();
});

describe('third-party human verification', () => {
  it('is off by default: status lists no challenge and no phone auth', async () => {
    const status = (await off.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.info.verification).toEqual({ challenge: null, phoneAuth: null });
  });

  it('when configured, status publishes only the site key, and failed logins need the challenge', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.info.verification.challenge).toEqual({ provider: 'siteverify', siteKey: 'site-key-1' });
    expect(JSON.stringify(status)).not.toContain('shh');

    const c = accountsClient(t, { ip: '198.51.100.150' });
    for (let i = 0; i < 3; i++) await c.login({ username: 'demo_agent', password: 'wrong-pass' });
    const without = await c.login({ username: 'demo_agent', password: DEMO_ACCOUNTS.agent.password });
    expect(without.json().code).toBe('auth.captcha_required');
    const robot = await c.login({
      username: 'demo_agent',
      password: DEMO_ACCOUNTS.agent.password,
      challenge: { token: 'robot' },
    });
    expect(robot.json().code).toBe('auth.challenge_failed');
    const human = await c.login({
      username: 'demo_agent',
      password: DEMO_ACCOUNTS.agent.password,
      challenge: { token: 'human' },
    });
    expect(human.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ secret: 'shh', response: 'human', remoteip: '198.51.100.150' });
  });

  it('a registration vouched by an external phone-auth token is refused when no provider is configured', async () => {
    const res = await accountsClient(off, { ip: '198.51.100.151' }).registerMobile({
      mobileNum: '11900001111',
      countryDialingCode: '+55',
      firebaseChannel: 'sms',
      firebaseIdToken: 'token-from-elsewhere',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('register.phone_auth_unavailable');
  });
});
