import { describe, expect, it } from 'vitest';
import { adminRoutePermission } from '@arcadia/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { fund, newPayingMember } from '../../../test/payments-fixtures.ts';

const t = useTestApp();
const db = () => t.database.db;
const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { Language: 'en', ...headers },
    ...(payload ? { payload } : {}),
  });

const mutating = () =>
  t.app.deps.routes.filter(
    (r) =>
      r.url.startsWith('/admin/api/') &&
      !['GET', 'HEAD'].includes(r.method) &&
      adminRoutePermission(r.method, r.url) !== 'public' &&
      !r.url.endsWith('/logout'),
  );

describe('the audit trail', () => {
  it('records every call to every mutating /admin/api route: who, what, outcome, from where', async () => {
    const admin = await operatorToken(db(), 'admin');
    expect(mutating().length).toBeGreaterThan(25);
    for (const route of mutating()) {
      await inject(route.method, route.url.replace(/:(\w+)/g, '1'), { ...admin.auth, 'user-agent': 'sweep' }, {});
    }
    const rows = await db().selectFrom('audit_log').selectAll().where('operator_id', '=', admin.operator.id).execute();
    const actions = rows.map((r) => r.action);
    for (const route of mutating()) expect(actions).toContain(`${route.method} ${route.url}`);
    expect(rows.every((r) => r.operator_name === admin.operator.username && r.user_agent === 'sweep' && r.ip)).toBe(
      true,
    );
  });

  it('records refusals too, keeps secrets out, and cannot be edited or deleted', async () => {
    const support = await operatorToken(db(), 'support');
    const m = await newPayingMember(db());
    const refused = await inject('POST', '/admin/api/adjustments', support.auth, {
      username: m.member.username,
      amount: '5',
      reason: 'not mine to give',
    });
    expect(refused.statusCode).toBe(403);
    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('operator_id', '=', support.operator.id)
      .where('action', '=', 'POST /admin/api/adjustments')
      .executeTakeFirstOrThrow();
    // Refused by the guard before the body was read: the route and the refusal are what is known.
    expect({ status: entry.status, ip: entry.ip }).toEqual({ status: 403, ip: '127.0.0.1' });
    await inject('POST', '/admin/api/session/recovery-codes', support.auth, { code: '123456' });
    const codes = await db()
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'POST /admin/api/session/recovery-codes')
      .executeTakeFirstOrThrow();
    expect(codes.after_json).not.toContain('123456');
    expect(codes.after_json).toContain('[redacted]');
    await expect(
      db().updateTable('audit_log').set({ status: 200 }).where('id', '=', entry.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
  });

  it('is searchable by operator, action and target, with before and after balances of an adjustment', async () => {
    const finance = await operatorToken(db(), 'finance');
    const risk = await operatorToken(db(), 'risk');
    const m = await newPayingMember(db());
    await fund(db(), m.member.id, 1_000n);
    await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '2.50',
      reason: 'Goodwill',
    });
    const query = `operator=${finance.operator.username}&action=adjustments&target=username%3D${m.member.username}`;
    const found = await inject('GET', `/admin/api/audit?${query}`, risk.auth);
    expect(found.statusCode).toBe(200);
    const [entry] = found.json().value.list;
    expect(found.json().value.total).toBe(1);
    expect(entry).toMatchObject({
      operator: finance.operator.username,
      action: 'POST /admin/api/adjustments',
      status: 200,
      before: { balance: '10.00' },
      after: { balance: '12.50', amount: '2.50' },
    });
    expect((await inject('GET', '/admin/api/audit', finance.auth)).statusCode).toBe(403);
  });
});
