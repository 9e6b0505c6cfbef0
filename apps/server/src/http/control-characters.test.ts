import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { createSignedInMember } from '../../test/factories/members.ts';
import { rowCount } from '../../test/test-db.ts';

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });

const NUL = '\u0000';

const memberCount = () => rowCount(t.database.db, 'members');

// On PostgreSQL a NUL in a text column used to answer 500; every text field now refuses it first.
describe('control characters in text a client sends', () => {
  it.each([
    ['email', { email: `a${NUL}@example.com` }],
    ['referralCode', { referralCode: `REF${NUL}1` }],
    ['registerUrl', { registerUrl: `https://example.com/${NUL}` }],
    ['username', { username: `player${NUL}9` }],
    ['payeeName', { payeeName: `Ann\u001b[31m` }],
  ])('registration refuses %s with a 400 field error and creates nothing', async (field, extra) => {
    const before = await memberCount();
    const c = accountsClient(t, { ip: '198.51.100.31' });
    const res = await c.register({ username: 'ctrl01', password: 'secret12', confirmPassword: 'secret12', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request.invalid', errors: [{ field, key: 'validation.invalid' }] });
    expect(await memberCount()).toBe(before);
  });

  /** One request each, refused with its one field named. */
  const oneFieldRefused: { title: string; field: string; request: () => Promise<InjectOptions> }[] = [
    {
      title: 'a payout account refuses a holder name with a NUL byte',
      field: 'holderName',
      request: async () => ({
        method: 'POST',
        url: '/wps/withdrawals/accounts',
        headers: (await createSignedInMember(t.database.db)).auth,
        payload: { type: 'bank', holderName: `Ann${NUL}Lee`, providerName: 'River Bank', accountNumber: '12345678' },
      }),
    },
    {
      title: 'a query string with a NUL byte is a field error too',
      field: 'code',
      request: async () => ({ method: 'GET', url: '/wps/agent/affiliate?code=AB%00CD', headers: { Language: 'en' } }),
    },
    {
      title: 'the password reset by e-mail refuses a NUL in the e-mail',
      field: 'email',
      request: async () => ({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', Language: 'en' },
        payload: new URLSearchParams({ username: 'demo_player', email: `player${NUL}@arcadia.example` }).toString(),
      }),
    },
  ];
  for (const { title, field, request } of oneFieldRefused) {
    it(title, async () => {
      const res = await t.app.inject(await request());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, key: 'validation.invalid', params: {} }]);
    });
  }
});
