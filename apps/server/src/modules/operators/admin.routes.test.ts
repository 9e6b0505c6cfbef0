import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceOf, fund, newPayingMember, operatorToken } from '../../../test/payments-fixtures.ts';
import { adminRoutePermission } from '@arcadia/contracts';
import { totpCode } from '../../../test/factories/operators.ts';
import { createOperator } from './operators.usecases.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1', OPERATOR_SESSION_IDLE_MINUTES: '30' }, { ledgerSound: true });

const db = () => t.database.db;
const inject = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { Language: 'en', ...headers },
    ...(payload ? { payload } : {}),
  });

const adminRoutes = () =>
  t.app.deps.routes.filter(
    (r) => r.url.startsWith('/admin/api/') && r.method !== 'HEAD' && adminRoutePermission(r.method, r.url) !== 'public',
  );

async function secondBrand(): Promise<number> {
  const existing = await db().selectFrom('merchants').select('id').where('code', '=', 'second').executeTakeFirst();
  if (existing) return Number(existing.id);
  return (await createMerchant(db(), { code: 'second' })).id;
}

describe('operator session', () => {
  it('logs in, tells who it is, logs out (the token then stops working)', async () => {
    await createOperator(db(), {
      username: 'Finance.Lead',
      password: 'correct-horse-1',
      role: 'finance',
      merchantId: null,
    });
    const login = await inject(
      'POST',
      '/admin/api/session/login',
      { 'x-forwarded-for': '198.51.100.10' },
      { username: 'finance.lead', password: 'correct-horse-1' },
    );
    expect(login.statusCode).toBe(200);
    const { challenge, next } = login.json().value;
    expect(next).toBe('enrol');
    // The password alone opens nothing but the second step.
    expect((await inject('GET', '/admin/api/session', { authorization: `Bearer ${challenge}` })).statusCode).toBe(401);
    const { secret } = (await inject('POST', '/admin/api/session/enrol', {}, { challenge })).json().value;
    const verified = await inject('POST', '/admin/api/session/verify', {}, { challenge, code: await totpCode(secret) });
    const { token, operator } = verified.json().value;
    expect(operator).toMatchObject({ username: 'Finance.Lead', role: 'finance', merchantId: null });
    const auth = { authorization: `Bearer ${token}` };
    expect((await inject('GET', '/admin/api/session', auth)).json().value.role).toBe('finance');
    expect((await inject('DELETE', '/admin/api/session/logout', auth)).statusCode).toBe(200);
    expect((await inject('GET', '/admin/api/session', auth)).statusCode).toBe(401);
  });

  it('refuses wrong passwords, unknown names and disabled operators alike, and rate-limits the login', async () => {
    await createOperator(db(), { username: 'gone', password: 'correct-horse-1', role: 'admin', merchantId: null });
    await db().updateTable('operators').set({ disabled: 1 }).where('username_key', '=', 'gone').execute();
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    for (const body of [
      { username: 'gone', password: 'correct-horse-1' },
      { username: 'finance.lead', password: 'nope' },
      { username: 'nobody', password: 'x' },
    ]) {
      const res = await inject('POST', '/admin/api/session/login', headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('operator.invalid_credentials');
    }
    let last;
    for (let i = 0; i < 10; i++)
      last = await inject('POST', '/admin/api/session/login', headers, { username: 'nobody', password: 'x' });
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
  });

  it('locks an operator name after repeated wrong passwords from many addresses, with Retry-After', async () => {
    await createOperator(db(), { username: 'sprayed', password: 'correct-horse-1', role: 'admin', merchantId: null });
    const from = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}` });
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject('POST', '/admin/api/session/login', from(i + 1), { username: 'SPRAYED', password: `guess-${i}` }),
      ),
    );
    expect(guesses.filter((r) => r.json().code === 'operator.invalid_credentials')).toHaveLength(5);
    const right = await inject('POST', '/admin/api/session/login', from(200), {
      username: 'sprayed',
      password: 'correct-horse-1',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('auth.locked');
    const seconds = Number(right.headers['retry-after']);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(right.json().message).toContain(`${Math.ceil(seconds / 60)} minutes`);
  });

  it('an idle operator token expires', async () => {
    const op = await operatorToken(db(), 'support');
    await db()
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .execute();
    expect((await inject('GET', '/admin/api/session', op.auth)).statusCode).toBe(401);
  });
});

describe('operator authorisation', () => {
  it('every operator route answers 401 without a token, and to a member token', async () => {
    const member = await newPayingMember(db());
    expect(adminRoutes().length).toBeGreaterThanOrEqual(11);
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const headers of [{}, member.auth]) {
        const res = await inject(route.method, url, headers, route.method === 'GET' ? undefined : {});
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().code }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
          code: 'operator.required',
        });
      }
    }
  });

  it("an operator of one brand never sees or acts on another brand's records", async () => {
    const brand = await secondBrand();
    const scoped = await operatorToken(db(), 'finance', brand);
    const m = await newPayingMember(db());
    const dep = await inject('POST', '/wps/payments/deposits', m.auth, {
      channel: 'bank_transfer',
      amount: '20',
      clientKey: 'scope-test-1',
    });
    const id = dep.json().value.id;
    expect((await inject('GET', '/admin/api/deposits', scoped.auth)).json().value.total).toBe(0);
    expect((await inject('GET', '/admin/api/deposits?merchant=arcadia', scoped.auth)).statusCode).toBe(403);
    expect((await inject('POST', `/admin/api/deposits/${id}/confirm`, scoped.auth)).statusCode).toBe(404);
    const adjust = await inject('POST', '/admin/api/adjustments', scoped.auth, {
      username: m.member.username,
      amount: '5',
      reason: 'x',
      merchant: 'arcadia',
    });
    expect(adjust.statusCode).toBe(403);
    const all = await operatorToken(db(), 'admin');
    const list = await inject(
      'GET',
      `/admin/api/deposits?merchant=arcadia&username=${m.member.username}&status=pending`,
      all.auth,
    );
    expect(list.json().value.list.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await inject('POST', `/admin/api/deposits/${id}/reject`, all.auth, { reason: 'test' })).statusCode).toBe(
      200,
    );
  });
});

describe('adjustments', () => {
  it('credits and debits the main wallet against the house; a debit never goes below zero; a clientKey applies once', async () => {
    const m = await newPayingMember(db());
    await fund(db(), m.member.id, 1_000n);
    const finance = await operatorToken(db(), 'finance');
    const credit = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '25.50',
      reason: 'Goodwill',
      clientKey: 'adj-credit-1',
    });
    expect(credit.json().value).toMatchObject({ amount: '25.50', balance: '35.50', replayed: false });
    const replay = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '25.50',
      reason: 'Goodwill',
      clientKey: 'adj-credit-1',
    });
    expect(replay.json().value).toMatchObject({ transactionId: credit.json().value.transactionId, replayed: true });
    const debit = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '-5.50',
      reason: 'Correction',
    });
    expect(debit.json().value).toMatchObject({ amount: '-5.50', balance: '30.00' });
    const over = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '-30.01',
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('wallet.insufficient_funds');
    expect(
      (
        await inject('POST', '/admin/api/adjustments', finance.auth, {
          username: m.member.username,
          amount: '0',
          reason: 'zero',
        })
      ).json().code,
    ).toBe('adjustment.amount_invalid');
    expect(
      (
        await inject('POST', '/admin/api/adjustments', finance.auth, {
          username: 'nobody_here',
          amount: '1',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await balanceOf(db(), m.member.id)).toBe(3_000n);
  });
});

describe('member payment routes', () => {
  const memberRoutes = () =>
    t.app.deps.routes.filter(
      (r) =>
        /^\/wps\/(payments|withdrawals)/.test(r.url) &&
        r.method !== 'HEAD' &&
        !r.url.startsWith('/wps/payments/webhook/'),
    );

  it('answer 401 without a token', async () => {
    expect(memberRoutes().length).toBeGreaterThanOrEqual(14);
    for (const route of memberRoutes()) {
      const res = await inject(
        route.method,
        route.url.replace(/:(\w+)/g, '1'),
        {},
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect({ key: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        key: `${route.method} ${route.url}`,
        status: 401,
        code: 'auth.required',
      });
    }
  });

  it('refuse trial accounts everywhere with 403 auth.trial_refused', async () => {
    const trial = await newPayingMember(db(), { trial: true });
    for (const route of memberRoutes()) {
      const res = await inject(
        route.method,
        route.url.replace(/:(\w+)/g, '1'),
        trial.auth,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect({ key: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        key: `${route.method} ${route.url}`,
        status: 403,
        code: 'auth.trial_refused',
      });
    }
  });
});
