import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { balanceOf, fund, newPayingMember } from '../../../test/payments-fixtures.ts';

const t = useTestApp({}, { ledgerSound: true });
const db = () => t.database.db;
const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { Language: 'en', ...headers },
    ...(payload ? { payload } : {}),
  });

describe('the two-person rule on adjustments', () => {
  it('applies below the brand threshold, waits for a second operator from it on, and never lets the requester approve', async () => {
    const admin = await operatorToken(db(), 'admin');
    const finance = await operatorToken(db(), 'finance');
    const risk = await operatorToken(db(), 'risk');
    const m = await newPayingMember(db());
    await fund(db(), m.member.id, 1_000n);
    const set = await inject('PUT', '/admin/api/settings/security', admin.auth, { dualApprovalAmount: '100' });
    expect(set.json().value).toEqual({ dualApprovalAmount: '100.00' });

    const small = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '99.99',
      reason: 'small',
    });
    expect(small.json().value).toMatchObject({ status: 'applied', balance: '109.99' });

    const large = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '-100',
      reason: 'large',
    });
    expect(large.json().value).toMatchObject({ status: 'pending', amount: '-100.00' });
    expect(await balanceOf(db(), m.member.id)).toBe(10_999n);
    const id = large.json().value.requestId;

    const own = await inject('POST', `/admin/api/adjustments/requests/${id}/approve`, finance.auth);
    expect({ status: own.statusCode, code: own.json().code }).toEqual({
      status: 403,
      code: 'adjustment.same_operator',
    });
    // Support may not approve at all (the matrix), whoever asked.
    const support = await operatorToken(db(), 'support');
    expect((await inject('POST', `/admin/api/adjustments/requests/${id}/approve`, support.auth)).statusCode).toBe(403);

    const pending = await inject('GET', '/admin/api/adjustments/requests?status=pending', risk.auth);
    expect(pending.json().value.list.map((r: { id: string }) => r.id)).toEqual([id]);

    const approved = await inject('POST', `/admin/api/adjustments/requests/${id}/approve`, risk.auth);
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      balance: '9.99',
      decidedBy: String(risk.operator.id),
    });
    expect(await balanceOf(db(), m.member.id)).toBe(999n);
    const twice = await inject('POST', `/admin/api/adjustments/requests/${id}/approve`, admin.auth);
    expect(twice.json().code).toBe('adjustment.request_not_pending');

    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'POST /admin/api/adjustments/requests/:id/approve')
      .where('status', '=', 200)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json!)).toEqual({ balance: '109.99' });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ balance: '9.99' });
  });

  it('a rejected request moves nothing; a debit the wallet cannot cover stays pending', async () => {
    const finance = await operatorToken(db(), 'finance');
    const admin = await operatorToken(db(), 'admin');
    const m = await newPayingMember(db());
    const over = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '-5000',
      reason: 'too much',
    });
    const id = over.json().value.requestId;
    const refused = await inject('POST', `/admin/api/adjustments/requests/${id}/approve`, admin.auth);
    expect(refused.statusCode).toBe(422);
    const still = await inject('GET', '/admin/api/adjustments/requests?status=pending', admin.auth);
    expect(still.json().value.list.map((r: { id: string }) => r.id)).toContain(id);
    const rejected = await inject('POST', `/admin/api/adjustments/requests/${id}/reject`, admin.auth, { reason: 'no' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', transactionId: null });
    expect(await balanceOf(db(), m.member.id)).toBe(0n);
  });

  it('the database itself refuses a decision by the requester', async () => {
    const finance = await operatorToken(db(), 'finance');
    const m = await newPayingMember(db());
    const res = await inject('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '2000',
      reason: 'x',
    });
    const id = Number(res.json().value.requestId);
    await expect(
      db()
        .updateTable('adjustment_requests')
        .set({ decided_by: finance.operator.id, status: 'approved' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });
});
