import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { createPendingWithdrawal } from '../../../test/factories/withdrawals.ts';
import { balanceOf, expectLedgerSound, inboxTemplates, newPayingMember } from '../../../test/payments-fixtures.ts';
import { notifyMember } from '../../modules/inbox/inbox.usecases.ts';
import { merchantsRepository } from '../../modules/merchants/merchants.repository.ts';
import { operatorLogin } from '../../modules/operators/operators.usecases.ts';
import { createDeposit } from '../../modules/payments/deposits.usecases.ts';
import { gatewayRegistry } from '../../modules/payments/gateways/payment-gateway.ts';

const h = useAdminHarness();
afterEach(async () => {
  vi.unstubAllEnvs();
  await expectLedgerSound(h.database.db);
});

const db = () => h.database.db;
const deps = () => ({ db: db(), notify: notifyMember, gateways: gatewayRegistry([]) });
const merchant = async () => (await merchantsRepository.findByCode(db(), 'arcadia'))!;
let seq = 0;

async function manualDeposit(amount = '75.00') {
  const m = await newPayingMember(db());
  const { deposit } = await createDeposit(deps(), await merchant(), m.member, {
    channel: 'bank_transfer',
    amount,
    clientKey: `cli-dep-${++seq}`,
  });
  return { m, deposit };
}

async function pendingWithdrawal(amount = '40.00') {
  const { withdrawal: w, ...m } = await createPendingWithdrawal(db(), {
    amount,
    balance: 10_000n,
    payout: { type: 'ewallet', holderName: 'Rui Costa', providerName: 'PocketPay', accountNumber: '99887766' },
  });
  return { m, w };
}

describe('operator:create', () => {
  it('generates a password, prints it once, and it logs in', async () => {
    const stdout = await h.ok('operator:create', 'cli_admin', '--role', 'admin');
    const password = stdout.match(/Password:\s+(\S+)/)![1]!;
    expect(password).toHaveLength(24);
    expect(stdout).toMatch(/Brands: +all/);
    expect(stdout).toContain('not shown again');
    await expect(operatorLogin(db(), 'cli_admin', password, null)).resolves.toMatchObject({
      operator: { role: 'admin', merchantId: null },
    });
  });

  it('takes ADMIN_PASSWORD when set, and --merchant binds the operator to one brand', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'from-the-env-123');
    const stdout = await h.ok('operator:create', 'cli_finance', '--role', 'finance', '--merchant', 'arcadia');
    expect(stdout).toContain('(from ADMIN_PASSWORD)');
    expect(stdout).not.toContain('from-the-env-123');
    await expect(operatorLogin(db(), 'cli_finance', 'from-the-env-123', null)).resolves.toMatchObject({
      operator: { role: 'finance', merchantId: 1 },
    });
  });

  it('refuses a bad role (usage, exit 2), a taken name and a short password (exit 1)', async () => {
    expect((await h.run('operator:create', 'x_user', '--role', 'boss')).code).toBe(2);
    expect((await h.run('operator:create', 'cli_admin', '--role', 'admin')).stderr).toContain(
      'Refused: operator.username_taken',
    );
    vi.stubEnv('ADMIN_PASSWORD', 'short');
    expect((await h.run('operator:create', 'short_pw', '--role', 'support')).code).toBe(1);
  });
});

describe('deposits', () => {
  it('lists pending deposits, confirms once (twice is the same), and rejects with a reason', async () => {
    const a = await manualDeposit('75.00');
    const b = await manualDeposit('12.00');
    const list = await h.run('deposits', '--status', 'pending');
    expect(list.stdout).toMatch(/^ID +TIME +MEMBER +CHANNEL +AMOUNT +CREDIT +STATUS +REFERENCE$/m);
    expect(list.stdout).toContain(a.deposit.reference);
    const first = await h.run('deposit:confirm', String(a.deposit.id));
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Status: +credited/);
    expect((await h.run('deposit:confirm', String(a.deposit.id))).code).toBe(0);
    expect(await balanceOf(db(), a.m.member.id)).toBe(7_500n);
    expect(await inboxTemplates(db(), a.m.member.id)).toEqual(['deposit_credited']);
    expect((await h.run('deposit:reject', String(b.deposit.id))).code).toBe(2);
    const rejected = await h.run('deposit:reject', String(b.deposit.id), '--reason', 'No transfer arrived');
    expect(rejected.stdout).toMatch(/Status: +rejected/);
    const refused = await h.run('deposit:confirm', String(b.deposit.id));
    expect(refused).toMatchObject({ code: 1, stderr: 'Error: Refused: payment.deposit_not_pending\n' });
    const json = JSON.parse((await h.run('deposits', '--status', 'credited', '--json')).stdout) as { id: number }[];
    expect(json.map((d) => d.id)).toContain(a.deposit.id);
    expect((await h.run('deposits', '--status', 'weird')).code).toBe(2);
  });
});

describe('withdrawals', () => {
  it('lists, approves (disbursed) and rejects (refunded); an illegal step exits 1', async () => {
    const a = await pendingWithdrawal('40.00');
    const b = await pendingWithdrawal('30.00');
    const list = await h.run('withdrawals', '--status', 'pending');
    expect(list.stdout).toContain('PocketPay 99887766 (Rui Costa)');
    expect((await h.run('withdrawal:approve', String(a.w.id))).stdout).toMatch(/Status: +disbursed/);
    expect(await balanceOf(db(), a.m.member.id)).toBe(6_000n);
    expect(await balanceOf(db(), a.m.member.id, 'withdrawal_hold')).toBe(0n);
    expect((await h.run('withdrawal:reject', String(b.w.id), '--reason', 'Name mismatch')).stdout).toMatch(
      /Reason: +Name mismatch/,
    );
    expect(await balanceOf(db(), b.m.member.id)).toBe(10_000n);
    const illegal = await h.run('withdrawal:reject', String(a.w.id), '--reason', 'late');
    expect(illegal).toMatchObject({ code: 1, stderr: 'Error: Refused: withdrawal.invalid_transition\n' });
    expect((await h.run('withdrawal:resolve', String(a.w.id), '--reason', 'x')).code).toBe(1);
    expect((await h.run('withdrawal:approve', 'abc')).code).toBe(2);
  });
});

describe('adjust', () => {
  it('credits, debits with a negative amount, and refuses a debit below zero', async () => {
    const m = await newPayingMember(db());
    const credit = await h.run('adjust', m.member.username, '20', '--reason', 'Welcome bonus');
    expect(credit.stdout).toMatch(/Balance: +20\.00/);
    const debit = await h.run('adjust', m.member.username, '-7.50', '--reason', 'Correction');
    expect(debit).toMatchObject({ code: 0 });
    expect(debit.stdout).toMatch(/Amount: +-7\.50/);
    const over = await h.run('adjust', m.member.username, '-100', '--reason', 'Too much');
    expect(over).toMatchObject({ code: 1, stderr: 'Error: Refused: wallet.insufficient_funds\n' });
    expect((await h.run('adjust', m.member.username, '5')).code).toBe(2);
    expect((await h.run('adjust', 'no_such_member', '5', '--reason', 'x')).stderr).toContain(
      'adjustment.member_not_found',
    );
    expect(await balanceOf(db(), m.member.id)).toBe(1_250n);
  });
});
