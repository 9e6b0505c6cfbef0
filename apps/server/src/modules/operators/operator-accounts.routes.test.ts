import { describe, expect, it } from 'vitest';
import { PERMISSIONS, adminOperators, adminRolesMatrix } from '@arcadia/contracts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorLogin } from './operators.usecases.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });
const url = (id: number | string, action: 'role' | 'lock' | 'reset-two-factor') =>
  `/admin/api/settings/operators/${id}/${action}`;
const outcome = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];

let firstAdmin = 0;

// The file's first admin is the only one until the second test adds more: the order matters.
describe('the last admin', () => {
  it('may not demote themselves while no other active admin reaches every brand', async () => {
    const only = await operatorToken(db(), 'admin');
    firstAdmin = only.operator.id;
    const demote = await inject('PUT', url(only.operator.id, 'role'), only.auth, { role: 'readonly' });
    expect(outcome(demote)).toEqual([409, 'operator.last_admin']);
    // A brand's admin does not count: it reaches one brand only.
    const brand = await createMerchant(db(), { code: 'lastadm' });
    await operatorToken(db(), 'admin', brand.id);
    expect(outcome(await inject('PUT', url(only.operator.id, 'role'), only.auth, { role: 'readonly' }))).toEqual([
      409,
      'operator.last_admin',
    ]);
    const trail = await db()
      .selectFrom('audit_log')
      .select(['status', 'target'])
      .where('action', '=', 'PUT /admin/api/settings/operators/:id/role')
      .execute();
    expect(trail).toEqual([
      { status: 409, target: `id=${only.operator.id}` },
      { status: 409, target: `id=${only.operator.id}` },
    ]);
  });

  it('of the last two admins stepping down at once, one does and the other stays admin', async () => {
    const [a, b] = [await operatorToken(db(), 'admin'), await operatorToken(db(), 'admin')];
    // The first test's admin is locked: a and b are the last two admins of every brand.
    expect((await inject('PUT', url(firstAdmin, 'lock'), a.auth, { locked: true })).statusCode).toBe(200);
    const [ra, rb] = await Promise.all([
      inject('PUT', url(a.operator.id, 'role'), a.auth, { role: 'finance' }),
      inject('PUT', url(b.operator.id, 'role'), b.auth, { role: 'finance' }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const listed = adminOperators.response.parse(
      (await inject('GET', '/admin/api/settings/operators', ra.statusCode === 200 ? b.auth : a.auth)).json(),
    );
    expect(listed.value!.filter((o) => o.role === 'admin' && o.merchant === null && !o.disabled)).toHaveLength(1);
  });
});

describe('operator accounts', () => {
  it('creates an account with a password shown once (kept out of the trail) that signs in', async () => {
    const admin = await operatorToken(db(), 'admin');
    const created = await inject('POST', '/admin/api/settings/operators', admin.auth, {
      username: 'new.cashier',
      role: 'finance',
      merchant: 'arcadia',
    });
    const { operator, password } = created.json().value;
    expect(operator).toMatchObject({ username: 'new.cashier', role: 'finance', merchant: 'arcadia', twoFactor: false });
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await expect(operatorLogin(db(), 'new.cashier', password, null)).resolves.toMatchObject({ next: 'enrol' });
    const [entry] = await db()
      .selectFrom('audit_log')
      .select(['target', 'after_json'])
      .where('action', '=', 'POST /admin/api/settings/operators')
      .execute();
    expect(entry!.target).toBe('username=new.cashier');
    expect(entry!.after_json).not.toContain(password);
    const again = await inject('POST', '/admin/api/settings/operators', admin.auth, {
      username: 'NEW.cashier',
      role: 'support',
      merchant: null,
    });
    expect(outcome(again)).toEqual([409, 'operator.username_taken']);
    const unknownBrand = await inject('POST', '/admin/api/settings/operators', admin.auth, {
      username: 'someone',
      role: 'support',
      merchant: 'nope',
    });
    expect([unknownBrand.statusCode, unknownBrand.json().errors[0].field]).toEqual([400, 'merchant']);
  });

  it('locks an account (its session stops at once), never one’s own, and unlocks it', async () => {
    const admin = await operatorToken(db(), 'admin');
    const support = await operatorToken(db(), 'support');
    expect((await inject('GET', '/admin/api/session', support.auth)).statusCode).toBe(200);
    const locked = await inject('PUT', url(support.operator.id, 'lock'), admin.auth, { locked: true });
    expect(locked.json().value).toMatchObject({ username: support.operator.username, disabled: true });
    expect((await inject('GET', '/admin/api/session', support.auth)).statusCode).toBe(401);
    const self = await inject('PUT', url(admin.operator.id, 'lock'), admin.auth, { locked: true });
    expect(outcome(self)).toEqual([403, 'operator.self_lock']);
    const unlocked = await inject('PUT', url(support.operator.id, 'lock'), admin.auth, { locked: false });
    expect(unlocked.json().value.disabled).toBe(false);
    // The old session stays ended: unlocking lets the operator sign in again, nothing more.
    expect((await inject('GET', '/admin/api/session', support.auth)).statusCode).toBe(401);
    const trail = await db()
      .selectFrom('audit_log')
      .select(['status', 'target', 'before_json'])
      .where('action', '=', 'PUT /admin/api/settings/operators/:id/lock')
      .where('operator_name', '=', admin.operator.username)
      .execute();
    expect(trail.map((e) => [e.status, e.target])).toEqual([
      [200, `operator=${support.operator.username}`],
      [403, `id=${admin.operator.id}`],
      [200, `operator=${support.operator.username}`],
    ]);
    expect(JSON.parse(trail[0]!.before_json!)).toEqual({ disabled: false });
  });

  it('changes a role, in force on the next call, and resets two-factor so the next sign-in enrols', async () => {
    const admin = await operatorToken(db(), 'admin');
    const risk = await operatorToken(db(), 'risk');
    expect((await inject('GET', '/admin/api/settings/site-status', risk.auth)).statusCode).toBe(200);
    const changed = await inject('PUT', url(risk.operator.id, 'role'), admin.auth, { role: 'marketing' });
    expect(changed.json().value.role).toBe('marketing');
    expect((await inject('GET', '/admin/api/settings/site-status', risk.auth)).statusCode).toBe(403);
    const reset = await inject('POST', url(risk.operator.id, 'reset-two-factor'), admin.auth, {});
    expect(reset.json().value.twoFactor).toBe(false);
  });

  it('keeps a brand’s admin to that brand’s accounts', async () => {
    const brand = await createMerchant(db(), { code: 'scoped' });
    const brandAdmin = await operatorToken(db(), 'admin', brand.id);
    const outsider = await operatorToken(db(), 'support');
    const listed = await inject('GET', '/admin/api/settings/operators', brandAdmin.auth);
    expect(listed.json().value.map((o: { merchant: string }) => o.merchant)).toEqual(['scoped']);
    expect(outcome(await inject('PUT', url(outsider.operator.id, 'lock'), brandAdmin.auth, { locked: true }))).toEqual([
      404,
      'operator.not_found',
    ]);
    const everyBrand = await inject('POST', '/admin/api/settings/operators', brandAdmin.auth, {
      username: 'everywhere',
      role: 'support',
      merchant: null,
    });
    expect(outcome(everyBrand)).toEqual([403, 'operator.forbidden']);
  });
});

describe('who may manage operators', () => {
  it('is admins only; readers see the roles matrix, and the matrix is the contracts’ own', async () => {
    const admin = await operatorToken(db(), 'admin');
    for (const role of ['risk', 'readonly', 'finance'] as const) {
      const other = await operatorToken(db(), role);
      expect(outcome(await inject('GET', '/admin/api/settings/operators', other.auth))).toEqual([
        403,
        'operator.forbidden',
      ]);
      const create = await inject('POST', '/admin/api/settings/operators', other.auth, {
        username: `by_${role}`,
        role: 'admin',
        merchant: null,
      });
      expect(outcome(create)).toEqual([403, 'operator.forbidden']);
      expect(outcome(await inject('PUT', url(admin.operator.id, 'lock'), other.auth, { locked: true }))).toEqual([
        403,
        'operator.forbidden',
      ]);
    }
    const readonly = await operatorToken(db(), 'readonly');
    const matrix = adminRolesMatrix.response.parse(
      (await inject('GET', '/admin/api/settings/roles', readonly.auth)).json(),
    );
    expect(matrix.value!.permissions.map((p) => p.permission)).toEqual([...PERMISSIONS]);
    expect(matrix.value!.permissions.find((p) => p.permission === 'operators.manage')!.roles).toEqual(['admin']);
    const marketing = await operatorToken(db(), 'marketing');
    expect((await inject('GET', '/admin/api/settings/roles', marketing.auth)).statusCode).toBe(403);
  });
});
