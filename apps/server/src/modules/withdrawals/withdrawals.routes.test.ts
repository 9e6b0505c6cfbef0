import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  JPEG_BYTES,
  PAYMENT_PASSWORD,
  PNG_BYTES,
  balanceOf,
  fund,
  inboxTemplates,
  newPayingMember,
  operatorToken,
  systemBalance,
} from '../../../test/payments-fixtures.ts';
import { savePaymentSettings } from '../payments/payment-settings.ts';
import { minor } from '../../lib/money.ts';
import { autoConfirmWithdrawals } from './withdrawal-receipt.usecases.ts';
import { proofDir } from './proof-storage.ts';
import { enqueue } from '../jobs/jobs.usecases.ts';
import { jobsRepository } from '../jobs/jobs.repository.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'arcadia-wd-'));
const t = useTestApp({ DATA_DIR: dataDir, WITHDRAWAL_AUTO_CONFIRM_MINUTES: '60' }, { ledgerSound: true });

const db = () => t.database.db;
let keySeq = 0;
const clientKey = () => `wk-${Date.now()}-${++keySeq}`;
const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object | Buffer,
) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload === undefined ? {} : { payload }) });

/** A member's answer on one of their disbursed withdrawals. */
const confirmAs = (member: { auth: Record<string, string> }, id: string, body: object) =>
  inject('POST', `/wps/withdrawals/${id}/confirm`, member.auth, body);
/** The member's answer that only `receivedAmount` of it arrived. */
const partlyReceived = (member: { auth: Record<string, string> }, id: string, receivedAmount: string) =>
  confirmAs(member, id, { outcome: 'partly_received', receivedAmount });
/** An operator's decision on a withdrawal. */
const review = (
  operator: { auth: Record<string, string> },
  id: string,
  action: 'approve' | 'reject' | 'resolve',
  body?: object,
) => inject('POST', `/admin/api/withdrawals/${id}/${action}`, operator.auth, body);

/** The member adds a payout account: Ana Lima's bank account, with `over` changed. */
const addAccount = (m: { auth: Record<string, string> }, over: Record<string, string> = {}) =>
  inject('POST', '/wps/withdrawals/accounts', m.auth, {
    type: 'bank',
    holderName: 'Ana Lima',
    providerName: 'Harbor Savings',
    accountNumber: '1234 5678 9012',
    ...over,
  });

async function memberWithAccount(balance = 100_000n) {
  const m = await newPayingMember(db());
  if (balance > 0n) await fund(db(), m.member.id, balance);
  const account = await addAccount(m);
  expect(account.statusCode).toBe(200);
  return { ...m, accountId: account.json().value.id as string };
}

const requestWithdrawal = (m: { auth: Record<string, string> }, body: Record<string, string>) =>
  accountsClient(t).encrypted(
    'POST',
    '/wps/withdrawals',
    { paymentPassword: PAYMENT_PASSWORD, clientKey: clientKey(), ...body },
    m.auth,
  );

async function pendingWithdrawal(amount = '200.00') {
  const m = await memberWithAccount();
  const res = await requestWithdrawal(m, { payoutAccountId: m.accountId, amount });
  expect(res.statusCode).toBe(200);
  return { m, w: res.json().value };
}

async function disbursedWithdrawal(amount = '200.00') {
  const { m, w } = await pendingWithdrawal(amount);
  const finance = await operatorToken(db(), 'finance');
  expect((await review(finance, w.id, 'approve')).statusCode).toBe(200);
  return { m, w, finance };
}

describe('payout accounts', () => {
  it('adds, lists masked, refuses a duplicate and a sixth, and removes', async () => {
    const m = await memberWithAccount(0n);
    const list = await inject('GET', '/wps/withdrawals/accounts', m.auth);
    expect(list.json().value).toMatchObject({
      max: 5,
      list: [
        { type: 'bank', holderName: 'Ana Lima', providerName: 'Harbor Savings', accountNumberMasked: '•••• 9012' },
      ],
    });
    expect(list.body).not.toContain('123456789012');
    const dup = await addAccount(m, { holderName: 'Ana', accountNumber: '123456789012' });
    expect(dup.statusCode).toBe(409);
    const ewallet = (accountNumber: string) =>
      addAccount(m, { type: 'ewallet', providerName: 'PocketPay', accountNumber });
    for (let i = 0; i < 4; i++) expect((await ewallet(`55500${i}`)).statusCode).toBe(200);
    const sixth = await ewallet('555999');
    expect(sixth.json()).toMatchObject({
      code: 'payout.limit_reached',
      message: 'You can keep at most 5 payout accounts.',
    });
    expect((await inject('DELETE', `/wps/withdrawals/accounts/${m.accountId}`, m.auth)).statusCode).toBe(200);
    expect((await inject('DELETE', `/wps/withdrawals/accounts/${m.accountId}`, m.auth)).statusCode).toBe(404);
    const other = await newPayingMember(db());
    const list2 = await inject('GET', '/wps/withdrawals/accounts', m.auth);
    expect(
      (await inject('DELETE', `/wps/withdrawals/accounts/${list2.json().value.list[0].id}`, other.auth)).statusCode,
    ).toBe(404);
  });
});

describe('withdrawal requests', () => {
  it('holds the funds at once (main -> withdrawal_hold); the same clientKey returns the same withdrawal', async () => {
    const m = await memberWithAccount(50_000n);
    const key = clientKey();
    const body = { payoutAccountId: m.accountId, amount: '120.50', clientKey: key };
    const res = await requestWithdrawal(m, body);
    expect(res.json().value).toMatchObject({
      status: 'pending',
      amount: '120.50',
      payoutAccount: { accountNumberMasked: '•••• 9012' },
      autoConfirmAt: null,
    });
    expect(await balanceOf(db(), m.member.id)).toBe(37_950n);
    expect(await balanceOf(db(), m.member.id, 'withdrawal_hold')).toBe(12_050n);
    const again = await requestWithdrawal(m, body);
    expect(again.json().value.id).toBe(res.json().value.id);
    expect(await balanceOf(db(), m.member.id)).toBe(37_950n);
    const conflict = await requestWithdrawal(m, { ...body, amount: '1.00' });
    expect(conflict.statusCode).toBe(409);
  });

  it('insufficient funds: 422 and nothing changes (no withdrawal, no hold)', async () => {
    const m = await memberWithAccount(5_000n);
    const res = await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '50.01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('wallet.insufficient_funds');
    expect(await balanceOf(db(), m.member.id)).toBe(5_000n);
    expect(await balanceOf(db(), m.member.id, 'withdrawal_hold')).toBe(0n);
    expect((await inject('GET', '/wps/withdrawals', m.auth)).json().value.total).toBe(0);
  });

  it('checks the payment password: missing and wrong are told apart', async () => {
    const none = await newPayingMember(db(), { paymentPassword: null });
    const missing = await requestWithdrawal(none, { payoutAccountId: '1', amount: '20' });
    expect(missing.json().code).toBe('wallet.payment_password_missing');
    const m = await memberWithAccount();
    const wrong = await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '20', paymentPassword: '000000' });
    expect(wrong.json().code).toBe('wallet.payment_password_invalid');
    expect(await balanceOf(db(), m.member.id)).toBe(100_000n);
  });

  it('applies the brand limits and the maximum of pending requests; the body must be encrypted', async () => {
    const m = await memberWithAccount(1_000_000n);
    await savePaymentSettings(db(), 1, {
      withdrawalMin: minor(2_000n),
      withdrawalMax: minor(300_000n),
      withdrawalMaxPending: 2,
    });
    try {
      const low = await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '19.99' });
      expect(low.json()).toMatchObject({
        code: 'withdrawal.amount_out_of_range',
        message: 'The amount must be between 20.00 and 3000.00.',
      });
      expect((await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '3000.01' })).statusCode).toBe(422);
      expect((await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '20' })).statusCode).toBe(200);
      expect((await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '20' })).statusCode).toBe(200);
      const third = await requestWithdrawal(m, { payoutAccountId: m.accountId, amount: '20' });
      expect(third.json().code).toBe('withdrawal.too_many_pending');
      const plain = await inject('POST', '/wps/withdrawals', m.auth, {
        payoutAccountId: m.accountId,
        amount: '20',
        paymentPassword: PAYMENT_PASSWORD,
        clientKey: clientKey(),
      });
      expect(plain.json().code).toBe('request.encryption_required');
      const settings = await inject('GET', '/wps/withdrawals/settings', m.auth);
      expect(settings.json().value).toEqual({
        min: '20.00',
        max: '3000.00',
        maxPending: 2,
        maxPayoutAccounts: 5,
        autoConfirmMinutes: 60,
        currency: 'USD',
        daily: null,
      });
    } finally {
      await db().deleteFrom('payment_settings').execute();
    }
  });
});

describe('operator review', () => {
  it('approve: held funds leave to payment_clearing, status disbursed, member notified; approving again is the same', async () => {
    const { m, w, finance } = await disbursedWithdrawal('200.00');
    expect(await balanceOf(db(), m.member.id, 'withdrawal_hold')).toBe(0n);
    expect(await balanceOf(db(), m.member.id)).toBe(80_000n);
    const again = await review(finance, w.id, 'approve');
    expect(again.json().value).toMatchObject({
      status: 'disbursed',
      accountNumber: '123456789012',
      autoConfirmAt: expect.any(String),
    });
    expect(await inboxTemplates(db(), m.member.id)).toEqual(['withdrawal_approved']);
    const reject = await review(finance, w.id, 'reject', { reason: 'too late' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ code: 'withdrawal.invalid_transition' });
  });

  it('reject: held funds return to the main wallet, the reason is kept, the member notified', async () => {
    const { m, w } = await pendingWithdrawal('300.00');
    const admin = await operatorToken(db(), 'admin');
    const res = await review(admin, w.id, 'reject', {
      reason: 'Account name mismatch',
    });
    expect(res.json().value).toMatchObject({ status: 'rejected', rejectReason: 'Account name mismatch' });
    expect(await balanceOf(db(), m.member.id)).toBe(100_000n);
    expect(await balanceOf(db(), m.member.id, 'withdrawal_hold')).toBe(0n);
    expect(await inboxTemplates(db(), m.member.id)).toEqual(['withdrawal_rejected']);
    expect((await review(admin, w.id, 'reject', { reason: 'again' })).statusCode).toBe(200);
    expect((await review(admin, w.id, 'approve')).statusCode).toBe(409);
    expect(await balanceOf(db(), m.member.id)).toBe(100_000n);
  });
});

describe('member receipt', () => {
  it('received: final', async () => {
    const { m, w } = await disbursedWithdrawal();
    const res = await confirmAs(m, w.id, { outcome: 'received' });
    expect(res.json().value).toMatchObject({
      status: 'received',
      receivedAmount: '200.00',
      remainingAmount: '0.00',
      confirmedAt: expect.any(String),
    });
    expect((await confirmAs(m, w.id, { outcome: 'received' })).statusCode).toBe(409);
  });

  it('a pending withdrawal cannot be confirmed, and another member cannot touch it', async () => {
    const { m, w } = await pendingWithdrawal();
    const early = await confirmAs(m, w.id, { outcome: 'received' });
    expect(early.json()).toMatchObject({ code: 'withdrawal.invalid_transition' });
    const other = await newPayingMember(db());
    expect((await confirmAs(other, w.id, { outcome: 'received' })).statusCode).toBe(404);
    expect((await inject('GET', `/wps/withdrawals/${w.id}`, other.auth)).statusCode).toBe(404);
  });

  it('partly received: records received and remaining; no refund until the operator resolves the dispute', async () => {
    const { m, w, finance } = await disbursedWithdrawal('200.00');
    expect((await partlyReceived(m, w.id, '200.00')).json().code).toBe('withdrawal.received_amount_invalid');
    const res = await partlyReceived(m, w.id, '150.25');
    expect(res.json().value).toMatchObject({
      status: 'partly_received',
      receivedAmount: '150.25',
      remainingAmount: '49.75',
    });
    expect(await balanceOf(db(), m.member.id)).toBe(80_000n);
    const tooMuch = await review(finance, w.id, 'resolve', { refundAmount: '49.76', note: 'x' });
    expect(tooMuch.json()).toMatchObject({
      code: 'withdrawal.refund_invalid',
      message: 'The refund can be at most 49.75.',
    });
    const resolved = await review(finance, w.id, 'resolve', {
      refundAmount: '49.75',
      note: 'Bank returned the rest',
    });
    expect(resolved.json().value).toMatchObject({
      status: 'resolved',
      refundAmount: '49.75',
      resolutionNote: 'Bank returned the rest',
    });
    expect(await balanceOf(db(), m.member.id)).toBe(84_975n);
    expect((await review(finance, w.id, 'resolve', { note: 'again' })).statusCode).toBe(409);
  });

  it('not received: the proof image is checked by its bytes and size, stored privately, shown to the owner and operators', async () => {
    const { m, w, finance } = await disbursedWithdrawal('200.00');
    const url = `/wps/withdrawals/${w.id}/not-received`;
    const gif = await inject('POST', url, { ...m.auth, 'content-type': 'image/png' }, Buffer.from('GIF89a........'));
    expect(gif.json()).toMatchObject({ code: 'withdrawal.proof_type' });
    const big = await inject(
      'POST',
      url,
      { ...m.auth, 'content-type': 'image/jpeg' },
      Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('withdrawal.proof_too_large');
    const empty = await inject('POST', url, { ...m.auth, 'content-type': 'application/octet-stream' }, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(existsSync(proofDir(dataDir)) ? readdirSync(proofDir(dataDir)) : []).toEqual([]);
    const ok = await inject('POST', url, { ...m.auth, 'content-type': 'application/octet-stream' }, PNG_BYTES);
    expect(ok.json().value).toMatchObject({
      status: 'not_received',
      hasProof: true,
      receivedAmount: '0.00',
      remainingAmount: '200.00',
    });
    const files = readdirSync(proofDir(dataDir));
    expect(files).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.png$/)]);
    const mine = await inject('GET', `/wps/withdrawals/${w.id}/proof`, m.auth);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await inject('GET', `/wps/withdrawals/${w.id}/proof`, (await newPayingMember(db())).auth)).statusCode).toBe(
      404,
    );
    const support = await operatorToken(db(), 'support');
    expect(
      (await inject('GET', `/admin/api/withdrawals/${w.id}/proof`, support.auth)).rawPayload.equals(PNG_BYTES),
    ).toBe(true);
    expect((await inject('POST', url, { ...m.auth, 'content-type': 'image/png' }, PNG_BYTES)).statusCode).toBe(409);
    expect(readdirSync(proofDir(dataDir))).toHaveLength(1);
    const resolved = await review(finance, w.id, 'resolve', {
      refundAmount: '200',
      note: 'Payout bounced',
    });
    expect(resolved.json().value.status).toBe('resolved');
    expect(await balanceOf(db(), m.member.id)).toBe(100_000n);
  });

  it('auto-confirm: disbursed and unanswered past the window becomes auto_received; a forced receipt cannot be disputed', async () => {
    const { m, w } = await disbursedWithdrawal('10.00');
    const fresh = await disbursedWithdrawal('10.00');
    const disbursedAt = new Date(Date.now() - 61 * 60_000).toISOString();
    await db().updateTable('withdrawals').set({ disbursed_at: disbursedAt }).where('id', '=', Number(w.id)).execute();
    const result = await autoConfirmWithdrawals(db(), 60);
    expect(result.confirmed).toBe(1);
    expect((await inject('GET', `/wps/withdrawals/${w.id}`, m.auth)).json().value).toMatchObject({
      status: 'auto_received',
      autoConfirmAt: null,
    });
    expect((await inject('GET', `/wps/withdrawals/${fresh.w.id}`, fresh.m.auth)).json().value.status).toBe('disbursed');
    const dispute = await inject(
      'POST',
      `/wps/withdrawals/${w.id}/not-received`,
      { ...m.auth, 'content-type': 'image/png' },
      PNG_BYTES,
    );
    expect(dispute.json()).toMatchObject({ code: 'withdrawal.invalid_transition', message: expect.any(String) });
    expect((await partlyReceived(m, w.id, '1')).statusCode).toBe(409);
    expect((await autoConfirmWithdrawals(db(), 60)).confirmed).toBe(0);
    // The scheduled job (default window 1440 minutes), run as one of its slots through the job runner.
    await db()
      .updateTable('withdrawals')
      .set({ disbursed_at: new Date(Date.now() - 1441 * 60_000).toISOString() })
      .where('id', '=', Number(fresh.w.id))
      .execute();
    const slot = await enqueue(db(), 'withdrawals.auto-confirm', { slotAt: new Date().toISOString() });
    expect(await t.app.jobs.drain(['withdrawals.auto-confirm'])).toBe(1);
    expect((await jobsRepository.findById(db(), slot.id))!.result).toEqual({ confirmed: 1 });
    expect((await inject('GET', `/wps/withdrawals/${fresh.w.id}`, fresh.m.auth)).json().value.status).toBe(
      'auto_received',
    );
    expect(await systemBalance(db(), 'payment_clearing')).toBeGreaterThan(0n);
  });
});
