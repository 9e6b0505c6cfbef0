import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPayingMember, operatorToken } from '../../../test/payments-fixtures.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const inject = (app: TestApp, method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  app.app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload ? { payload } : {}) });

describe('payment channels under operator control', () => {
  it('a production start offers no sandbox channel and refuses a sandbox deposit', async () => {
    t = await createTestApp({ NODE_ENV: 'production', SANDBOX_PSP_SECRET: 'x'.repeat(32) });
    const { auth } = await newPayingMember(t.database.db);
    const channels = await inject(t, 'GET', '/wps/payments/channels', auth);
    expect(channels.json().value.list.map((c: { code: string }) => c.code)).toEqual(['bank_transfer']);
    const deposit = await inject(t, 'POST', '/wps/payments/deposits', auth, {
      channel: 'sandbox_card',
      amount: '100.00',
      clientKey: 'prod-sandbox',
    });
    expect(deposit.json()).toMatchObject({ code: 'payment.channel_unavailable' });
    expect((await inject(t, 'GET', '/sandbox-psp/checkout/cs_x', {})).statusCode).toBe(404);
    expect(t.logs.join('')).not.toContain('SANDBOX_PSP=on in production');
  });

  it('SANDBOX_PSP=on in production works but warns at every start', async () => {
    t = await createTestApp({ NODE_ENV: 'production', SANDBOX_PSP: 'on', SANDBOX_PSP_SECRET: 'x'.repeat(32) });
    expect(t.logs.join('')).toContain('SANDBOX_PSP=on in production');
    const { auth } = await newPayingMember(t.database.db);
    const channels = await inject(t, 'GET', '/wps/payments/channels', auth);
    expect(channels.json().value.list).toHaveLength(2);
  });

  it('operators list channels, turn one off (members no longer see or use it), and edit limits and fees', async () => {
    t = await createTestApp();
    const finance = await operatorToken(t.database.db, 'finance');
    const list = await inject(t, 'GET', '/admin/api/payment-channels', finance.auth);
    expect(list.json().value.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'sandbox_card', enabled: true, available: true })]),
    );
    const off = await inject(t, 'POST', '/admin/api/payment-channels/sandbox_card', finance.auth, { enabled: false });
    expect(off.json().value).toMatchObject({ code: 'sandbox_card', enabled: false });
    const { auth } = await newPayingMember(t.database.db);
    const offered = await inject(t, 'GET', '/wps/payments/channels', auth);
    expect(offered.json().value.list.map((c: { code: string }) => c.code)).toEqual(['bank_transfer']);
    const edited = await inject(t, 'POST', '/admin/api/payment-channels/bank_transfer', finance.auth, {
      min: '20.00',
      max: '900.00',
      feeFixed: '1.00',
      feePercent: '1.5',
      feePayer: 'house',
    });
    expect(edited.json().value).toMatchObject({
      min: '20.00',
      max: '900.00',
      fee: { fixed: '1.00', percent: '1.50', payer: 'house' },
    });
    const bad = await inject(t, 'POST', '/admin/api/payment-channels/bank_transfer', finance.auth, { min: '1000.00' });
    expect(bad.json()).toMatchObject({ code: 'payment.channel_limits_invalid' });
    const missing = await inject(t, 'POST', '/admin/api/payment-channels/nope', finance.auth, { enabled: true });
    expect(missing.statusCode).toBe(404);
    const support = await operatorToken(t.database.db, 'support');
    expect((await inject(t, 'GET', '/admin/api/payment-channels', support.auth)).statusCode).toBe(200);
    const refused = await inject(t, 'POST', '/admin/api/payment-channels/bank_transfer', support.auth, {
      enabled: false,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("members see channel names in their language; operators see the channel's own name", async () => {
    t = await createTestApp();
    const { auth } = await newPayingMember(t.database.db);
    const names = async (language: string) =>
      (await inject(t!, 'GET', '/wps/payments/channels', { ...auth, Language: language }))
        .json()
        .value.list.map((c: { name: string }) => c.name);
    expect(await names('pt')).toEqual(['Transferência bancária (Lumen Bank)', 'Cartão (Sandbox Pay)']);
    expect(await names('vi')).toEqual(['Chuyển khoản ngân hàng (Lumen Bank)', 'Thẻ (Sandbox Pay)']);
    expect(await names('en')).toEqual(['Bank transfer (Lumen Bank)', 'Card (Sandbox Pay)']);
    const finance = await operatorToken(t.database.db, 'finance');
    const admin = await inject(t, 'GET', '/admin/api/payment-channels', { ...finance.auth, Language: 'pt' });
    expect(admin.json().value.list.map((c: { name: string }) => c.name)).toContain('Bank transfer (Lumen Bank)');
  });
});
