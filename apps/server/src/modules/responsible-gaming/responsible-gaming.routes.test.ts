import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  auth: Record<string, string>,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...auth, Language: language }, ...(payload ? { payload } : {}) });

describe('member responsible-gaming routes', () => {
  it('sets a daily loss limit, shows a raise waiting 24 hours, and refuses trial accounts and visitors', async () => {
    const { auth } = await newMember(db());
    const set = (amount: string | null) =>
      inject('PUT', '/api/responsible-gaming/limits', auth, { kind: 'loss', period: 'day', amount });
    expect((await set('50.00')).json().value.limits).toEqual([
      { kind: 'loss', period: 'day', value: '50.00', pending: null },
    ]);
    const raised = (await set('80.00')).json().value.limits[0];
    expect(raised).toMatchObject({ value: '50.00', pending: { value: '80.00', confirmable: false } });
    const early = await inject('POST', '/api/responsible-gaming/limits/confirm', auth, { kind: 'loss', period: 'day' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'rg.cooling_off']);
    expect(early.json().message).toMatch(/^You can confirm this change from \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

    const trial = await newMember(db(), { trial: true });
    const asTrial = await inject('GET', '/api/responsible-gaming', trial.auth);
    expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'auth.trial_refused']);
    expect((await inject('GET', '/api/responsible-gaming', {})).statusCode).toBe(401);
  });

  it('takes a time-out only when confirmed, and answers a shorter one in the member’s language', async () => {
    const { auth } = await newMember(db());
    const unconfirmed = await inject('POST', '/api/responsible-gaming/time-out', auth, { days: 7 });
    expect(unconfirmed.statusCode).toBe(400);
    const taken = await inject('POST', '/api/responsible-gaming/time-out', auth, { days: 7, confirm: true });
    expect(taken.json().value.exclusion).toMatchObject({ kind: 'timeout' });
    const shorter = await inject('POST', '/api/responsible-gaming/time-out', auth, { days: 1, confirm: true }, 'pt');
    expect([shorter.statusCode, shorter.json().code]).toEqual([409, 'rg.cannot_shorten']);
    expect(shorter.json().message).toBe(
      'Uma pausa ou autoexclusão não pode ser encurtada nem substituída por outra mais curta.',
    );
    const history = (await inject('GET', '/api/responsible-gaming/history', auth)).json().value.list;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['timeout']);
  });
});

describe('console responsible-gaming routes', () => {
  it('shows a member’s state and history, adds a restriction with an audit entry, and refuses roles without the permission', async () => {
    const { member, auth } = await newMember(db());
    await inject('POST', '/api/responsible-gaming/self-exclusion', auth, { months: 6, confirm: true });
    const support = await operatorToken(db(), 'support');
    const url = `/admin/api/players/${member.id}/responsible-gaming`;
    const seen = (await inject('GET', url, support.auth)).json().value;
    expect(seen.exclusion).toMatchObject({ kind: 'self_exclusion' });
    expect(seen.history.map((h: { action: string }) => h.action)).toEqual(['self_exclusion']);

    const shorter = await inject('POST', `${url}/restrictions`, support.auth, { days: 30, reason: 'asked by phone' });
    expect([shorter.statusCode, shorter.json().code]).toEqual([409, 'rg.cannot_shorten']);
    const added = await inject('POST', `${url}/restrictions`, support.auth, { days: null, reason: 'risk review' });
    expect(added.json().value.exclusion).toMatchObject({ kind: 'operator', endsAt: null });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target', 'status'])
      .where('target', '=', `member=${member.username}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.status)).toEqual([409, 200]);

    const marketing = await operatorToken(db(), 'marketing');
    expect((await inject('GET', url, marketing.auth)).statusCode).toBe(403);
    const readonly = await operatorToken(db(), 'readonly');
    expect((await inject('GET', url, readonly.auth)).statusCode).toBe(200);
    expect((await inject('POST', `${url}/restrictions`, readonly.auth, { days: 1, reason: 'x' })).statusCode).toBe(403);
  });
});
