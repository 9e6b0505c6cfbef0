import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  balanceOf,
  expectLedgerSound,
  inboxTemplates,
  MERCHANT,
  newPayingMember,
  operatorToken,
  systemBalance,
} from '../../../test/payments-fixtures.ts';
import { channelsRepository } from './channels.repository.ts';
import { depositsRepository } from './deposits.repository.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './sandbox-psp/sandbox-signature.ts';

const t = useTestApp({
  SANDBOX_PSP_WEBHOOK_DELAY_MS: '0',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'arcadia-dep-')),
});
afterEach(async () => {
  await t.app.payments.psp.idle();
  await expectLedgerSound(t.database.db);
});

const db = () => t.database.db;
let keySeq = 0;
const clientKey = () => `ck-${Date.now()}-${++keySeq}`;
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { Language: 'en', ...headers } });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { Language: 'en', ...headers } });

async function sandboxDeposit(amount = '100.00') {
  const m = await newPayingMember(db());
  const res = await post('/wps/payments/deposits', { channel: 'sandbox_card', amount, clientKey: clientKey() }, m.auth);
  expect(res.statusCode).toBe(200);
  const deposit = res.json().value;
  // The link carries the member's language (?lang=en); the page and its actions live at the path.
  deposit.checkoutPath = deposit.checkoutUrl.split('?')[0];
  const checkout = (await t.app.payments.psp.find(deposit.checkoutPath.split('/').pop()))!;
  return { m, deposit, checkout };
}

/** A new member's deposit through `channel` (the API's answer), with the member and their auth header. */
async function memberDeposit(channel: string, amount: string) {
  const { member, auth } = await newPayingMember(db());
  const deposit = (await post('/wps/payments/deposits', { channel, amount, clientKey: clientKey() }, auth)).json()
    .value;
  return { member, auth, deposit };
}

describe('deposit channels', () => {
  it('lists the enabled channels with limits and fee rules in money strings', async () => {
    const { auth } = await newPayingMember(db());
    const res = await get('/wps/payments/channels', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.list).toEqual([
      expect.objectContaining({
        code: 'bank_transfer',
        kind: 'manual_bank',
        min: '10.00',
        max: '50000.00',
        fee: { fixed: '0.00', percent: '0.00', payer: 'member' },
      }),
      expect.objectContaining({
        code: 'sandbox_card',
        kind: 'sandbox_gateway',
        currency: 'USD',
        fee: { fixed: '0.00', percent: '1.50', payer: 'house' },
      }),
    ]);
  });
});

describe('manual bank deposits', () => {
  it('answers the bank details and a reference; the same clientKey returns the same deposit; another body is 409', async () => {
    const { auth } = await newPayingMember(db());
    const key = clientKey();
    const first = await post(
      '/wps/payments/deposits',
      { channel: 'bank_transfer', amount: '250', clientKey: key },
      auth,
    );
    expect(first.json().value).toMatchObject({
      status: 'pending',
      amount: '250.00',
      fee: '0.00',
      creditAmount: '250.00',
      checkoutUrl: null,
      bankAccount: { bankName: 'Lumen Bank', accountName: 'Arcadia Demo Ltd', accountNumber: '0042 7781 5520' },
      reference: expect.stringMatching(/^AR[A-Z2-9]{8}$/),
    });
    const again = await post(
      '/wps/payments/deposits',
      { channel: 'bank_transfer', amount: '250.00', clientKey: key },
      auth,
    );
    expect(again.json().value.id).toBe(first.json().value.id);
    const conflict = await post(
      '/wps/payments/deposits',
      { channel: 'bank_transfer', amount: '251', clientKey: key },
      auth,
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('payment.idempotency_conflict');
  });

  it('refuses amounts outside the channel limits and unknown channels', async () => {
    const { auth } = await newPayingMember(db());
    const low = await post(
      '/wps/payments/deposits',
      { channel: 'bank_transfer', amount: '9.99', clientKey: clientKey() },
      auth,
    );
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: 'payment.amount_out_of_range',
      message: 'The amount must be between 10.00 and 50000.00.',
    });
    const unknown = await post(
      '/wps/payments/deposits',
      { channel: 'nope', amount: '20', clientKey: clientKey() },
      auth,
    );
    expect(unknown.json().code).toBe('payment.channel_unavailable');
    const bad = await post(
      '/wps/payments/deposits',
      { channel: 'bank_transfer', amount: '1.234', clientKey: clientKey() },
      auth,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('the operator confirms once: credited through the ledger, confirming again changes nothing; the member is told', async () => {
    const { member, auth, deposit } = await memberDeposit('bank_transfer', '300');
    const finance = await operatorToken(db(), 'finance');
    const confirm = () => post(`/admin/api/deposits/${deposit.id}/confirm`, {}, finance.auth);
    const [a, b] = await Promise.all([confirm(), confirm()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await confirm()).json().value).toMatchObject({
      status: 'credited',
      creditAmount: '300.00',
      username: member.username,
      reviewedBy: String(finance.operator.id),
    });
    expect(await balanceOf(db(), member.id)).toBe(30_000n);
    expect(await inboxTemplates(db(), member.id)).toEqual(['deposit_credited']);
    const reject = await post(`/admin/api/deposits/${deposit.id}/reject`, { reason: 'late' }, finance.auth);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().code).toBe('payment.deposit_not_pending');
    const mine = await get(`/wps/payments/deposits/${deposit.id}`, auth);
    expect(mine.json().value).toMatchObject({ status: 'credited', creditedAt: expect.any(String) });
  });

  it('the operator rejects: nothing is credited, the member is told, and it can no longer be confirmed', async () => {
    const { member, auth, deposit } = await memberDeposit('bank_transfer', '40');
    const admin = await operatorToken(db(), 'admin');
    const res = await post(`/admin/api/deposits/${deposit.id}/reject`, { reason: 'No transfer found' }, admin.auth);
    expect(res.json().value).toMatchObject({ status: 'rejected', failureReason: 'No transfer found' });
    expect((await post(`/admin/api/deposits/${deposit.id}/reject`, { reason: 'again' }, admin.auth)).statusCode).toBe(
      200,
    );
    expect((await post(`/admin/api/deposits/${deposit.id}/confirm`, {}, admin.auth)).statusCode).toBe(409);
    expect(await balanceOf(db(), member.id)).toBe(0n);
    expect(await inboxTemplates(db(), member.id)).toEqual(['deposit_failed']);
    const list = await get('/wps/payments/deposits?status=rejected', auth);
    expect(list.json().value).toMatchObject({
      total: 1,
      totalPages: 1,
      list: [{ id: deposit.id, status: 'rejected' }],
    });
  });

  it('gateway deposits cannot be confirmed by an operator', async () => {
    const { deposit } = await sandboxDeposit('20.00');
    const admin = await operatorToken(db(), 'admin');
    const res = await post(`/admin/api/deposits/${deposit.id}/confirm`, {}, admin.auth);
    expect(res.json().code).toBe('payment.deposit_not_manual');
  });
});

describe('sandbox gateway deposits', () => {
  it('hosted checkout page, Pay click, then the signed webhook credits the member (house pays the 1.5 % fee)', async () => {
    const { m, deposit, checkout } = await sandboxDeposit('100.00');
    expect(deposit).toMatchObject({
      status: 'pending',
      fee: '1.50',
      creditAmount: '100.00',
      checkoutUrl: expect.stringMatching(/^\/sandbox-psp\/checkout\/cs_[\w-]+\?lang=en$/),
    });
    const page = await get(deposit.checkoutUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('USD 100.00');
    expect(page.body).toContain(`action="/sandbox-psp/checkout/${checkout.id}/pay?lang=en"`);
    expect(page.body).not.toContain('<script');
    const houseBefore = await systemBalance(db(), 'house');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${deposit.checkoutPath}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment received');
    await t.app.payments.psp.idle();
    expect(await balanceOf(db(), m.member.id)).toBe(10_000n);
    expect((await systemBalance(db(), 'house')) - houseBefore).toBe(-150n);
    expect((await get(`/wps/payments/deposits/${deposit.id}`, m.auth)).json().value).toMatchObject({
      status: 'credited',
      checkoutUrl: null,
    });
    expect(await inboxTemplates(db(), m.member.id)).toEqual(['deposit_credited']);
    const twice = await t.app.inject({ method: 'POST', url: `${deposit.checkoutPath}/pay`, payload: {} });
    expect(twice.statusCode).toBe(409);
  });

  it('a webhook delivered twice (and concurrently) credits once', async () => {
    const { m, checkout } = await sandboxDeposit('50.00');
    const event = t.app.payments.psp.eventFor(checkout, 'payment.paid');
    const statuses = await Promise.all([t.app.payments.psp.deliver(event), t.app.payments.psp.deliver(event)]);
    expect(statuses).toEqual([200, 200]);
    expect(await t.app.payments.psp.deliver(event)).toBe(200);
    const other = t.app.payments.psp.eventFor(checkout, 'payment.paid');
    expect(await t.app.payments.psp.deliver(other)).toBe(200);
    expect(await balanceOf(db(), m.member.id)).toBe(5_000n);
    expect(await inboxTemplates(db(), m.member.id)).toEqual(['deposit_credited']);
    const entries = await db()
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `deposit:${checkout.orderId}`)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('out of order: "failed" after "paid" does not undo the credit', async () => {
    const { m, checkout } = await sandboxDeposit('30.00');
    await t.app.payments.psp.deliver(t.app.payments.psp.eventFor(checkout, 'payment.paid'));
    const late = await t.app.payments.psp.deliver(t.app.payments.psp.eventFor(checkout, 'payment.failed'));
    expect(late).toBe(200);
    expect((await depositsRepository.findById(db(), Number(checkout.orderId)))!.status).toBe('credited');
    expect(await balanceOf(db(), m.member.id)).toBe(3_000n);
  });

  it('out of order: "paid" after "failed" is honoured — the PSP holds the money, so the member is credited', async () => {
    const { m, checkout } = await sandboxDeposit('30.00');
    await t.app.payments.psp.deliver(t.app.payments.psp.eventFor(checkout, 'payment.failed'));
    expect((await depositsRepository.findById(db(), Number(checkout.orderId)))!.status).toBe('failed');
    await t.app.payments.psp.deliver(t.app.payments.psp.eventFor(checkout, 'payment.paid'));
    expect((await depositsRepository.findById(db(), Number(checkout.orderId)))!.status).toBe('credited');
    expect(await balanceOf(db(), m.member.id)).toBe(3_000n);
    expect(await inboxTemplates(db(), m.member.id)).toEqual(['deposit_failed', 'deposit_credited']);
  });

  it('Cancel on the checkout page fails the deposit through the webhook', async () => {
    const { m, deposit } = await sandboxDeposit('25.00');
    const res = await t.app.inject({ method: 'POST', url: `${deposit.checkoutPath}/cancel`, payload: {} });
    expect(res.body).toContain('Payment cancelled');
    await t.app.payments.psp.idle();
    expect((await get(`/wps/payments/deposits/${deposit.id}`, m.auth)).json().value.status).toBe('failed');
    expect(await balanceOf(db(), m.member.id)).toBe(0n);
  });

  it('refuses a bad signature (401), a stale timestamp (400) and an event that does not match its deposit (400)', async () => {
    const { m, checkout } = await sandboxDeposit('60.00');
    const event = t.app.payments.psp.eventFor(checkout, 'payment.paid');
    const raw = JSON.stringify(event);
    const ts = String(Math.floor(Date.now() / 1000));
    const forged = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: ts, [SIGNATURE_HEADER]: 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('payment.webhook_signature_invalid');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await t.app.payments.psp.deliver(event, Math.floor(Date.now() / 1000) - 301)).toBe(400);
    const tampered = { ...event, eventId: 'evt_tampered', amount: '6000.00' };
    expect(await t.app.payments.psp.deliver(tampered)).toBe(400);
    expect(
      await t.app
        .inject({
          method: 'POST',
          url: '/wps/payments/webhook/other',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        })
        .then((r) => r.statusCode),
    ).toBe(404);
    expect(await balanceOf(db(), m.member.id)).toBe(0n);
    expect(await t.app.payments.psp.deliver(event)).toBe(200);
    expect(await balanceOf(db(), m.member.id)).toBe(6_000n);
  });

  it('webhooks pass during maintenance and region restriction (the PSP calls from anywhere)', async () => {
    const { m, checkout } = await sandboxDeposit('15.00');
    await db().updateTable('merchants').set({ maintenance: 1 }).where('id', '=', MERCHANT).execute();
    try {
      await new Promise((r) => setTimeout(r, 1100));
      expect((await get('/wps/payments/channels', m.auth)).statusCode).toBe(503);
      expect(await t.app.payments.psp.deliver(t.app.payments.psp.eventFor(checkout, 'payment.paid'))).toBe(200);
    } finally {
      await db().updateTable('merchants').set({ maintenance: 0 }).where('id', '=', MERCHANT).execute();
      await new Promise((r) => setTimeout(r, 1100));
    }
    expect(await balanceOf(db(), m.member.id)).toBe(1_500n);
  });

  it('the checkout page escapes what it renders, and unknown checkouts are 404', async () => {
    const { checkout } = await sandboxDeposit('12.00');
    await db()
      .updateTable('sandbox_psp_checkouts')
      .set({ description: '<img src=x onerror=alert(1)>"&' })
      .where('id', '=', checkout.id)
      .execute();
    const page = await get(`/sandbox-psp/checkout/${checkout.id}`);
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    expect(page.body).not.toContain('<img');
    expect((await get(`/sandbox-psp/checkout/cs_${'a'.repeat(32)}`)).statusCode).toBe(404);
  });

  it("the checkout page speaks the member's language, and its answers too", async () => {
    const m = await newPayingMember(db());
    const res = await post(
      '/wps/payments/deposits',
      { channel: 'sandbox_card', amount: '30.00', clientKey: clientKey() },
      { ...m.auth, Language: 'pt' },
    );
    const { checkoutUrl } = res.json().value as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(/\?lang=pt$/);
    const page = await get(checkoutUrl);
    expect(page.body).toContain('<html lang="pt">');
    expect(page.body).toContain('Valor a pagar');
    expect(page.body).toMatch(/>Pagar USD 30\.00</);
    expect(page.body).not.toContain('Pay USD');
    const path = checkoutUrl.split('?')[0];
    const cancelled = await t.app.inject({ method: 'POST', url: `${path}/cancel?lang=pt`, payload: {} });
    expect(cancelled.body).toContain('Pagamento cancelado. Nada foi cobrado.');
    // An unknown or missing language: English.
    expect((await get(`${path}?lang=xx`)).body).toContain('Payment cancelled');
    await t.app.payments.psp.idle();
  });
});

describe('fees paid by the member', () => {
  it('credits amount - fee and books only what the provider settles', async () => {
    const now = new Date().toISOString();
    await channelsRepository.insert(db(), {
      merchant_id: MERCHANT,
      code: 'fee_bank',
      kind: 'manual_bank',
      name: 'Fee bank',
      min_amount: 10n,
      max_amount: 1_000_000n,
      fee_fixed: 50n,
      fee_bps: 100,
      fee_payer: 'member',
      enabled: 1,
      config: '{}',
      sort: 9,
      created_at: now,
      updated_at: now,
    });
    const { member, auth, deposit } = await memberDeposit('fee_bank', '100.00');
    expect(deposit).toMatchObject({ fee: '1.50', creditAmount: '98.50' });
    const tooSmall = await post(
      '/wps/payments/deposits',
      { channel: 'fee_bank', amount: '0.50', clientKey: clientKey() },
      auth,
    );
    expect(tooSmall.json().code).toBe('payment.amount_below_fee');
    const clearingBefore = await systemBalance(db(), 'payment_clearing');
    await post(`/admin/api/deposits/${deposit.id}/confirm`, {}, (await operatorToken(db(), 'finance')).auth);
    expect(await balanceOf(db(), member.id)).toBe(9_850n);
    expect((await systemBalance(db(), 'payment_clearing')) - clearingBefore).toBe(-9_850n);
  });
});
