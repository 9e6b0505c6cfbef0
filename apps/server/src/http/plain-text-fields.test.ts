import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@arcadia/contracts';
import { accountsClient } from '../../test/accounts-client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { rowCount } from '../../test/test-db.ts';
import { balanceOf, fund, newPayingMember, operatorToken, PAYMENT_PASSWORD } from '../../test/payments-fixtures.ts';
import { translate } from '../i18n/messages.ts';

/*
 * Plain-text fields (holder names, reasons, notes, titles, comments, the member's own names) are
 * stored and shown as typed: markup in one is refused with the field error `validation.markup`,
 * through the request contract, and nothing is stored.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', TRUSTED_PROXIES: '127.0.0.1' }, { ledgerSound: true });
const db = () => t.database.db;
const XSS = '<img src=x onerror=alert(1)>';

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url, headers: { Language: 'pt', ...headers }, payload });

function expectMarkupRefused(
  res: { statusCode: number; json: () => { code: string; errors?: unknown[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('request.invalid');
  expect(res.json().errors).toContainEqual(expect.objectContaining({ field, key: 'validation.markup' }));
}

describe('markup in a plain-text field is refused and changes nothing', () => {
  it('the field error has a message in every language', () => {
    for (const language of LANGUAGES) expect(translate(language, 'validation.markup')).not.toBe('validation.markup');
  });

  it('a payout account holder name or provider', async () => {
    const m = await newPayingMember(db());
    const account = { type: 'bank', holderName: 'Ana Lima', providerName: 'Harbor Savings', accountNumber: '12345678' };
    for (const field of ['holderName', 'providerName']) {
      const res = await send('POST', '/wps/withdrawals/accounts', m.auth, { ...account, [field]: XSS });
      expectMarkupRefused(res, field);
    }
    expect(await rowCount(db(), 'payout_accounts')).toBe(0);
    const plain = await send('POST', '/wps/withdrawals/accounts', m.auth, { ...account, holderName: 'Ana <3 Lima' });
    expect(plain.statusCode).toBe(200);
  });

  it("an operator's rejection reason leaves the withdrawal pending and the money held", async () => {
    const m = await newPayingMember(db());
    await fund(db(), m.member.id, 100_000n);
    const account = await send('POST', '/wps/withdrawals/accounts', m.auth, {
      type: 'bank',
      holderName: 'Ana Lima',
      providerName: 'Harbor Savings',
      accountNumber: '87654321',
    });
    const created = await accountsClient(t).encrypted(
      'POST',
      '/wps/withdrawals',
      {
        payoutAccountId: account.json().value.id,
        amount: '200.00',
        paymentPassword: PAYMENT_PASSWORD,
        clientKey: `markup-${Date.now()}`,
      },
      m.auth,
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as string;
    const finance = await operatorToken(db(), 'finance');
    const rejected = await send('POST', `/admin/api/withdrawals/${id}/reject`, finance.auth, {
      reason: `<script>alert(1)</script>`,
    });
    expectMarkupRefused(rejected, 'reason');
    const after = await t.app.inject({ method: 'GET', url: `/wps/withdrawals/${id}`, headers: m.auth });
    expect(after.json().value).toMatchObject({ status: 'pending', rejectReason: null });
  });

  it('an adjustment reason moves no money', async () => {
    const m = await newPayingMember(db());
    const finance = await operatorToken(db(), 'finance');
    const res = await send('POST', '/admin/api/adjustments', finance.auth, {
      username: m.member.username,
      amount: '10.00',
      reason: `bonus ${XSS}`,
    });
    expectMarkupRefused(res, 'reason');
    expect(await balanceOf(db(), m.member.id)).toBe(0n);
  });

  it('a feedback comment and a banner title', async () => {
    const before = await rowCount(db(), 'content_feedback');
    const feedback = await send('PUT', '/wps/feedback', {}, { content: `Great site! ${XSS} really` });
    expectMarkupRefused(feedback, 'content');
    expect(await rowCount(db(), 'content_feedback')).toBe(before);
    const editor = await operatorToken(db(), 'support');
    const banner = await send('POST', '/admin/api/content/banners', editor.auth, {
      groupName: 'hot',
      imageId: 1,
      linkageType: 'none',
      title: '<b>Big</b> win',
    });
    expectMarkupRefused(banner, 'title');
  });

  it("a registration's payee name creates no member", async () => {
    const c = accountsClient(t, { ip: '198.51.100.77' });
    await c.captcha();
    const before = await rowCount(db(), 'members');
    const res = await c.register({
      username: 'markup01',
      password: 'secret12',
      confirmPassword: 'secret12',
      captcha: 'abcd',
      payeeName: '<svg onload=alert(1)>',
    });
    expectMarkupRefused(res, 'payeeName');
    expect(await rowCount(db(), 'members')).toBe(before);
  });
});
