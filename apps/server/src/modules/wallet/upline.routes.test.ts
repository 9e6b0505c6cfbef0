import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { auth, balanceOf, fund, LOGIN_PASSWORD, newMember } from '../../../test/wallet-fixtures.ts';
import { membersRepository } from '../members/members.repository.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });

const db = () => t.database.db;
const UPLINE_PATH = '/wps/relay/passwordCheck/MCS2_transferUpline';
const PAYMENT_PATH = '/wps/member/password/payment';
const send = (method: 'POST' | 'PUT', url: string, token: string, body: object) =>
  accountsClient(t).encrypted(method, url, body, auth(token));
let seq = 0;
const clientKey = () => `up-${Date.now()}-${++seq}`;

async function family(options: { paymentPassword?: string } = {}) {
  const agent = await newMember(db(), { isAgent: 1 });
  const player = await newMember(db(), { uplineId: agent.member.id, ...options });
  return { agent, player };
}

describe('PUT /wps/member/password/payment', () => {
  it('sets the first payment password with the login password, then changes it with the current one', async () => {
    const { member, token } = await newMember(db());
    const missing = await send('PUT', PAYMENT_PATH, token, { newPaymentPassword: '246810' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('wallet.login_password_invalid');
    expect(
      (await send('PUT', PAYMENT_PATH, token, { newPaymentPassword: '246810', loginPassword: 'Wrong#1' })).json().code,
    ).toBe('wallet.login_password_invalid');
    const set = await send('PUT', PAYMENT_PATH, token, { newPaymentPassword: '246810', loginPassword: LOGIN_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toEqual({ hasPaymentPassword: true });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) });
    expect(info.json().value.hasPaymentPassword).toBe(true);

    // Once set, the login password is not enough: the current payment password is needed.
    const viaLogin = await send('PUT', PAYMENT_PATH, token, {
      newPaymentPassword: '135790',
      loginPassword: LOGIN_PASSWORD,
    });
    expect(viaLogin.json().code).toBe('wallet.payment_password_invalid');
    expect(
      (await send('PUT', PAYMENT_PATH, token, { newPaymentPassword: '135790', oldPaymentPassword: '000000' })).json()
        .code,
    ).toBe('wallet.payment_password_invalid');
    expect(
      (await send('PUT', PAYMENT_PATH, token, { newPaymentPassword: '135790', oldPaymentPassword: '246810' }))
        .statusCode,
    ).toBe(200);
    const stored = (await membersRepository.findById(db(), member.id))!.paymentPasswordHash!;
    expect(stored).toMatch(/^\$argon2id\$/);
  });

  it('takes exactly six digits, and only encrypted', async () => {
    const { token } = await newMember(db());
    for (const bad of ['12345', '1234567', 'abcdef']) {
      const res = await send('PUT', PAYMENT_PATH, token, { newPaymentPassword: bad, loginPassword: LOGIN_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'newPaymentPassword', key: 'validation.payment_password' });
    }
    const plain = await t.app.inject({
      method: 'PUT',
      url: PAYMENT_PATH,
      headers: auth(token),
      payload: { newPaymentPassword: '123456', loginPassword: LOGIN_PASSWORD },
    });
    expect(plain.json().code).toBe('request.encryption_required');
  });
});

describe('POST /wps/relay/passwordCheck/MCS2_transferUpline', () => {
  it('moves money from the member main wallet to the upline main wallet, once per clientKey', async () => {
    const { agent, player } = await family({ paymentPassword: '112233' });
    await fund(db(), player.member.id, 20000n);
    const key = clientKey();
    const body = { amount: '75.25', paymentPassword: '112233', clientKey: key };
    const res = await send('POST', UPLINE_PATH, player.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      replayed: false,
      amount: '75.25',
      upline: agent.member.nickname,
      mainBalance: '124.75',
    });
    const again = await send('POST', UPLINE_PATH, player.token, body);
    expect(again.json().value).toMatchObject({
      replayed: true,
      reference: res.json().value.reference,
      mainBalance: '124.75',
    });
    const conflict = await send('POST', UPLINE_PATH, player.token, { ...body, amount: '75.26' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('ledger.idempotency_conflict');
    expect(await balanceOf(db(), player.member.id, 'main')).toBe(12475n);
    expect(await balanceOf(db(), agent.member.id, 'main')).toBe(7525n);
    const record = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?type=upline_transfer',
      headers: auth(player.token),
    });
    expect(record.json().value.list).toMatchObject([
      { kind: 'upline_transfer', type: 'upline_transfer', amount: '-75.25', wallet: 'MAIN' },
    ]);
  });

  it('payment password: none set → payment_password_missing, wrong → payment_password_invalid; nothing moves', async () => {
    const without = await family();
    await fund(db(), without.player.member.id, 10000n);
    const missing = await send('POST', UPLINE_PATH, without.player.token, {
      amount: '10',
      paymentPassword: '123456',
      clientKey: clientKey(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'wallet.payment_password_missing',
      message: 'Please set a payment password first.',
    });

    const withPw = await family({ paymentPassword: '654321' });
    await fund(db(), withPw.player.member.id, 10000n);
    const wrong = await accountsClient(t).encrypted(
      'POST',
      UPLINE_PATH,
      { amount: '10', paymentPassword: '123456', clientKey: clientKey() },
      { ...auth(withPw.player.token), Language: 'zh' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wallet.payment_password_invalid', message: '支付密码不正确。' });
    expect(await balanceOf(db(), withPw.player.member.id, 'main')).toBe(10000n);
    expect(await balanceOf(db(), withPw.agent.member.id, 'main')).toBe(0n);
  });

  it('limits: at least 1.00, at most the brand maximum (50,000.00 unless configured); insufficient funds 422', async () => {
    const { player } = await family({ paymentPassword: '112233' });
    await fund(db(), player.member.id, 6_000_000n);
    const call = (amount: string) =>
      send('POST', UPLINE_PATH, player.token, { amount, paymentPassword: '112233', clientKey: clientKey() });
    const low = await call('0.99');
    expect(low.json()).toMatchObject({ code: 'wallet.amount_below_min', message: 'The amount must be at least 1.00.' });
    const high = await call('50000.01');
    expect(high.json()).toMatchObject({
      code: 'wallet.amount_above_max',
      message: 'The amount must be at most 50000.00.',
    });
    expect((await call('50000')).statusCode).toBe(200);
    const broke = await call('10000.01');
    expect(broke.statusCode).toBe(422);
    expect(broke.json().code).toBe('wallet.insufficient_funds');

    const merchant = await db()
      .selectFrom('merchants')
      .select(['id', 'config'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('merchants')
      .set({ config: JSON.stringify({ ...JSON.parse(merchant.config), transferUplineMax: '100.00' }) })
      .where('id', '=', 1)
      .execute();
    t.app.deps.merchants.invalidate();
    try {
      expect((await call('100.01')).json()).toMatchObject({
        code: 'wallet.amount_above_max',
        message: 'The amount must be at most 100.00.',
      });
    } finally {
      await db().updateTable('merchants').set({ config: merchant.config }).where('id', '=', 1).execute();
      t.app.deps.merchants.invalidate();
    }
  });

  it('a member without an upline is refused with 403', async () => {
    const { member, token } = await newMember(db(), { paymentPassword: '112233' });
    await fund(db(), member.id, 1000n);
    const res = await send('POST', UPLINE_PATH, token, {
      amount: '1',
      paymentPassword: '112233',
      clientKey: clientKey(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('wallet.no_upline');
    expect(await balanceOf(db(), member.id, 'main')).toBe(1000n);
  });
});
