import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '@arcadia/contracts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  PAYMENT_PASSWORD,
  balanceOf,
  fund,
  newPayingMember,
  operatorToken,
  systemBalance,
} from '../../../test/payments-fixtures.ts';

const t = useTestApp({}, { ledgerSound: true });
const db = () => t.database.db;
let keySeq = 0;
type Auth = { auth: Record<string, string> };
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...who.auth }, ...(payload ? { payload } : {}) });
const approve = (who: Auth, id: string) => inject('POST', `/admin/api/withdrawals/${id}/approve`, who);

/** A member's withdrawal of `amount`, held and waiting for an operator. */
async function pendingWithdrawal(amount: string) {
  const m = await newPayingMember(db());
  await fund(db(), m.member.id, 100_000n);
  const account = await t.app.inject({
    method: 'POST',
    url: '/wps/withdrawals/accounts',
    headers: { ...m.auth, Language: 'en' },
    payload: { type: 'bank', holderName: 'Ana Lima', providerName: 'Harbor Savings', accountNumber: '1234 5678 9012' },
  });
  const res = await accountsClient(t).encrypted(
    'POST',
    '/wps/withdrawals',
    {
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: `wr-${Date.now()}-${++keySeq}`,
      payoutAccountId: account.json().value.id,
      amount,
    },
    m.auth,
  );
  expect(res.statusCode).toBe(200);
  return { m, id: res.json().value.id as string };
}

const status = (res: { statusCode: number; json: () => { code: string } }) => ({
  status: res.statusCode,
  code: res.json().code,
});

describe('withdrawal review in the console', () => {
  it.each<[OperatorRole, boolean, boolean]>([
    ['admin', true, true],
    ['finance', true, true],
    ['risk', true, false],
    ['support', true, false],
    ['readonly', true, false],
    ['marketing', false, false],
    ['content', false, false],
  ])('role %s: lists withdrawals %s, approves or rejects them %s', async (role, reads, decides) => {
    const who = await operatorToken(db(), role);
    const { id } = await pendingWithdrawal('20.00');
    const list = await inject('GET', '/admin/api/withdrawals?status=pending', who);
    expect(list.statusCode).toBe(reads ? 200 : 403);
    if (reads) expect(list.json().value.list.map((w: { id: string }) => w.id)).toContain(id);
    const rejected = await inject('POST', `/admin/api/withdrawals/${id}/reject`, who, { reason: 'wrong account' });
    expect(rejected.statusCode).toBe(decides ? 200 : 403);
    if (decides) expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'wrong account' });
    const { id: other } = await pendingWithdrawal('20.00');
    const approved = await approve(who, other);
    expect(approved.statusCode).toBe(decides ? 200 : 403);
    if (decides)
      expect(approved.json().value).toMatchObject({ status: 'disbursed', reviewedBy: String(who.operator.id) });
  });

  it('from the brand threshold on, a first approval only waits; the same operator cannot give the second; another disburses', async () => {
    const admin = await operatorToken(db(), 'admin');
    const finance = await operatorToken(db(), 'finance');
    const second = await operatorToken(db(), 'finance');
    expect((await inject('PUT', '/admin/api/settings/security', admin, { dualApprovalAmount: '100' })).statusCode).toBe(
      200,
    );
    const clearingBefore = await systemBalance(db(), 'payment_clearing');

    const small = await pendingWithdrawal('99.99');
    expect((await approve(finance, small.id)).json().value).toMatchObject({
      status: 'disbursed',
      firstApprovedBy: null,
    });

    const large = await pendingWithdrawal('100.00');
    const first = await approve(finance, large.id);
    expect(first.json().value).toMatchObject({
      status: 'pending',
      firstApprovedBy: String(finance.operator.id),
      reviewedBy: null,
    });
    expect(await systemBalance(db(), 'payment_clearing')).toBe(clearingBefore + 9_999n);
    expect(status(await approve(finance, large.id))).toEqual({
      status: 403,
      code: 'withdrawal.second_approver_required',
    });
    const listed = await inject('GET', '/admin/api/withdrawals?status=pending', admin);
    expect(listed.json().value.list.find((w: { id: string }) => w.id === large.id)).toMatchObject({
      firstApprovedBy: String(finance.operator.id),
    });

    const done = await approve(second, large.id);
    expect(done.json().value).toMatchObject({
      status: 'disbursed',
      firstApprovedBy: String(finance.operator.id),
      reviewedBy: String(second.operator.id),
    });
    expect(await systemBalance(db(), 'payment_clearing')).toBe(clearingBefore + 9_999n + 10_000n);
    expect(await balanceOf(db(), large.m.member.id)).toBe(90_000n);
    // Approving again answers the same withdrawal, whoever asks.
    expect((await approve(finance, large.id)).json().value).toMatchObject({ status: 'disbursed' });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['operator_id', 'status'])
      .where('action', '=', 'POST /admin/api/withdrawals/:id/approve')
      .where('target', '=', `id=${large.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.operator_id, a.status])).toEqual([
      [finance.operator.id, 200],
      [finance.operator.id, 403],
      [second.operator.id, 200],
      [finance.operator.id, 200],
    ]);
  });

  it('the first approver may still reject a large withdrawal; the funds go back', async () => {
    const admin = await operatorToken(db(), 'admin');
    const finance = await operatorToken(db(), 'finance');
    await inject('PUT', '/admin/api/settings/security', admin, { dualApprovalAmount: '100' });
    const large = await pendingWithdrawal('150.00');
    await approve(finance, large.id);
    const rejected = await inject('POST', `/admin/api/withdrawals/${large.id}/reject`, finance, { reason: 'fraud' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected' });
    expect(await balanceOf(db(), large.m.member.id)).toBe(100_000n);
    expect(status(await approve(admin, large.id))).toEqual({ status: 409, code: 'withdrawal.invalid_transition' });
  });
});
