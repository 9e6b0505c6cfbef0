import { describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PAYMENT_PASSWORD, fund, newPayingMember, operatorToken } from '../../../test/payments-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload ? { payload } : {}) });

describe('the account record and withdrawals', () => {
  it('shows each withdrawal as one line with its outcome: the hold and the returned funds are folded in', async () => {
    const m = await newPayingMember(t.database.db);
    await fund(t.database.db, m.member.id, 100_000n);
    const account = await inject('POST', '/wps/withdrawals/accounts', m.auth, {
      type: 'bank',
      holderName: 'Ana Lima',
      providerName: 'Harbor Savings',
      accountNumber: '1234 5678 9012',
    });
    const payoutAccountId = account.json().value.id as string;
    let key = 0;
    const ask = async (amount: string) => {
      const body = {
        paymentPassword: PAYMENT_PASSWORD,
        clientKey: `record-${Date.now()}-${++key}`,
        payoutAccountId,
        amount,
      };
      const res = await accountsClient(t).encrypted('POST', '/wps/withdrawals', body, m.auth);
      return res.json().value.id as string;
    };
    const finance = await operatorToken(t.database.db, 'finance');
    const rejected = await ask('50.00');
    await inject('POST', `/admin/api/withdrawals/${rejected}/reject`, finance.auth, { reason: 'Name mismatch' });
    const approved = await ask('20.00');
    await inject('POST', `/admin/api/withdrawals/${approved}/approve`, finance.auth);
    await ask('15.00');

    const res = await inject('GET', '/wps/relay/ODSFE2_MemTransDet', m.auth);
    expect(res.statusCode).toBe(200);
    type Line = { kind: string; wallet: string; amount: string; outcome: string | null; returned: string | null };
    expect(res.json().value.list.map((e: Line) => [e.kind, e.wallet, e.amount, e.outcome, e.returned])).toEqual([
      ['withdrawal_hold', 'MAIN', '-15.00', 'pending', null],
      ['withdrawal_hold', 'MAIN', '-20.00', 'pending', null],
      ['withdrawal_hold', 'MAIN', '-50.00', 'returned', '50.00'],
      ['adjustment', 'MAIN', '1000.00', null, null],
    ]);
    expect(res.json().value.total).toBe(4);
    const withdrawals = await inject('GET', '/wps/relay/ODSFE2_MemTransDet?type=withdrawal', m.auth);
    expect(withdrawals.json().value.total).toBe(3);
  });
});
