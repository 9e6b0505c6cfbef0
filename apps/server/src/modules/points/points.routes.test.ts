import { describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { ADDRESS, grantPoints, pointsSettings, reward } from '../../../test/points-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
type Auth = Record<string, string>;
const get = (url: string, auth: Auth, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...auth, Language: language } });
const sealed = (url: string, auth: Auth, body: object, language = 'en') =>
  accountsClient(t).encrypted('POST', url, body, { ...auth, Language: language });
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });

const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';

describe('member points calls', () => {
  it('shows balance, config, rewards and history to a member; refuses visitors and trial accounts', async () => {
    await pointsSettings(db(), { ratio: 100, minConvert: 100, expiryDays: 30 });
    const { member, auth } = await newPayingMember(db());
    await grantPoints(db(), member.id, 400n, { expiresAt: new Date(Date.now() + 5 * 86_400_000) });
    const balance = (await get('/wps/relay/MCS2_getPointBalance', auth)).json();
    expect(balance.value).toMatchObject({ currentPoints: 400, earnedTotal: 400 });
    expect(balance.value.expiring).toHaveLength(1);
    const config = (await get('/wps/relay/MCS2_getPointConfig', auth)).json().value;
    expect(config).toMatchObject({ enabled: true, ratio: 100, minConvert: 100, convertStep: 1, expiryDays: 30 });
    const r = await reward(db(), { price: 300, stock: 4 });
    const list = (await get('/wps/relay/MCS2_getPointReward?affordable=1', auth, 'pt')).json().value;
    expect(list.list.find((x: { id: number }) => x.id === r.id)).toMatchObject({ name: 'Caneca', price: 300 });
    const history = (await get('/wps/relay/MCS2_getRedeemPointList', auth)).json().value;
    expect(history).toEqual({ list: [], total: 0, totalPages: 1 });

    expect((await get('/wps/relay/MCS2_getPointBalance', {})).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    for (const url of ['/wps/relay/MCS2_getPointBalance', '/wps/relay/MCS2_getPointReward']) {
      const refused = await get(url, trial.auth);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'auth.trial_refused']);
    }
    const trialRedeem = await sealed(REDEEM, trial.auth, {
      rewardId: r.id,
      paymentPassword: '123456',
      clientKey: 'trial-key-1',
    });
    expect(trialRedeem.statusCode).toBe(403);
  });

  it('redeems and converts with the payment password; bad input is refused in the member’s language and changes nothing', async () => {
    await pointsSettings(db(), { ratio: 100, minConvert: 100 });
    const { member, auth } = await newPayingMember(db());
    await grantPoints(db(), member.id, 1_000n);
    const physical = await reward(db(), { price: 400, stock: 2, kind: 'physical' });

    const plain = await t.app.inject({
      method: 'POST',
      url: REDEEM,
      headers: auth,
      payload: { rewardId: physical.id },
    });
    expect([plain.statusCode, plain.json().code]).toEqual([400, 'request.encryption_required']);
    const noAddress = await sealed(
      REDEEM,
      auth,
      { rewardId: physical.id, paymentPassword: PAYMENT_PASSWORD, clientKey: 'route-r-1' },
      'pt',
    );
    expect([noAddress.statusCode, noAddress.json().code]).toEqual([400, 'points.address_required']);
    expect(noAddress.json().message).toBe('Informe o endereço de entrega e o telefone para esta recompensa.');
    const badPhone = await sealed(REDEEM, auth, {
      rewardId: physical.id,
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: 'route-r-2',
      ...ADDRESS,
      phone: 'call me',
    });
    expect([badPhone.statusCode, badPhone.json().code]).toEqual([400, 'request.invalid']);
    const wrongPassword = await sealed(REDEEM, auth, {
      rewardId: physical.id,
      paymentPassword: '999999',
      clientKey: 'route-r-3',
      ...ADDRESS,
    });
    expect(wrongPassword.json().code).toBe('wallet.payment_password_invalid');
    expect((await get('/wps/relay/MCS2_getPointBalance', auth)).json().value.currentPoints).toBe(1_000);

    const redeemed = await sealed(REDEEM, auth, {
      rewardId: physical.id,
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: 'route-r-4',
      ...ADDRESS,
    });
    expect(redeemed.json().value).toMatchObject({
      replayed: false,
      currentPoints: 600,
      redemption: { state: 'in_process', ...ADDRESS },
    });

    const below = await sealed(CONVERT, auth, {
      points: 50,
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: 'route-c-1',
    });
    expect([below.statusCode, below.json().code, below.json().message]).toEqual([
      422,
      'points.below_minimum',
      'Convert at least 100 points at a time.',
    ]);
    const converted = await sealed(CONVERT, auth, {
      points: 600,
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: 'route-c-2',
    });
    expect(converted.json().value).toMatchObject({
      changedPoints: 600,
      amount: '6.00',
      balance: '6.00',
      currentPoints: 0,
    });
    const history = (await get('/wps/relay/MCS2_getRedeemPointList', auth)).json().value;
    expect(history.list.map((h: { state: string }) => h.state)).toEqual(['in_process']);
    expect((await checkMoney(db())).ok).toBe(true);
  });
});

describe('console points routes', () => {
  it('manages rules, catalogue and stock, reviews a redemption, and refuses roles without the permission', async () => {
    const marketing = await operatorToken(db(), 'marketing');
    const support = await operatorToken(db(), 'support');
    const rule = await admin('PUT', '/admin/api/points/rules', marketing.auth, {
      kind: 'valid_bet',
      category: 'LIVE',
      points: 2,
      perAmount: '1.00',
    });
    expect(rule.json().value).toMatchObject({ kind: 'valid_bet', category: 'LIVE', points: 2, perAmount: '1.00' });
    const badRule = await admin('PUT', '/admin/api/points/rules', marketing.auth, {
      kind: 'valid_bet',
      category: 'LIVE',
      points: 0,
      perAmount: '1.00',
    });
    expect(badRule.statusCode).toBe(400);
    expect((await admin('GET', '/admin/api/points/settings', support.auth)).json().value.rules).toContainEqual(
      expect.objectContaining({ category: 'LIVE', points: 2 }),
    );
    expect(
      (await admin('PUT', '/admin/api/points/rules', support.auth, { kind: 'deposit', points: 1, perAmount: '1.00' }))
        .statusCode,
    ).toBe(403);

    const created = await admin('POST', '/admin/api/points/rewards', marketing.auth, {
      texts: { en: { name: 'Console cap', description: 'A cap' } },
      price: 200,
      stock: 1,
      kind: 'physical',
    });
    const rewardId = created.json().value.id as number;
    expect(created.json().value).toMatchObject({ stock: 1, reserved: 0, limitPerMember: null, vipLevel: 0 });
    const noEnglish = await admin('POST', '/admin/api/points/rewards', marketing.auth, {
      texts: { pt: { name: 'Boné' } },
      price: 1,
      stock: 1,
      kind: 'digital',
    });
    expect(noEnglish.statusCode).toBe(400);
    const stocked = await admin('POST', `/admin/api/points/rewards/${rewardId}/stock`, marketing.auth, { delta: 2 });
    expect(stocked.json().value.stock).toBe(3);
    const renamed = await admin('PUT', `/admin/api/points/rewards/${rewardId}`, marketing.auth, {
      texts: { en: { name: 'Console cap', description: 'A blue cap' }, pt: { name: 'Boné', description: 'Azul' } },
      price: 200,
      kind: 'physical',
      limitPerMember: 1,
    });
    expect(renamed.json().value).toMatchObject({ stock: 3, limitPerMember: 1, texts: { pt: { name: 'Boné' } } });
    const tooMuch = await admin('POST', `/admin/api/points/rewards/${rewardId}/stock`, marketing.auth, { delta: -5 });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'points.out_of_stock']);

    const { member, auth } = await newPayingMember(db());
    await grantPoints(db(), member.id, 500n);
    const redeemed = await sealed(REDEEM, auth, {
      rewardId,
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: 'console-r-1',
      ...ADDRESS,
    });
    const id = redeemed.json().value.redemption.id as number;
    const queue = (await admin('GET', '/admin/api/points/redemptions?state=in_process', support.auth)).json().value;
    expect(queue.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      username: member.username,
      ...ADDRESS,
    });
    expect(
      (await admin('POST', `/admin/api/points/redemptions/${id}/reject`, support.auth, { remark: 'no' })).statusCode,
    ).toBe(403);
    const noRemark = await admin('POST', `/admin/api/points/redemptions/${id}/reject`, marketing.auth, { remark: '' });
    expect(noRemark.statusCode).toBe(400);
    const rejected = await admin('POST', `/admin/api/points/redemptions/${id}/reject`, marketing.auth, {
      remark: 'Out of area',
    });
    expect(rejected.json().value).toMatchObject({ state: 'rejected', remark: 'Out of area' });
    expect((await get('/wps/relay/MCS2_getPointBalance', auth)).json().value.currentPoints).toBe(500);
    const after = (await admin('GET', '/admin/api/points/rewards', support.auth)).json().value.list;
    expect(after.find((r: { id: number }) => r.id === rewardId)).toMatchObject({ stock: 3, reserved: 0 });
    expect((await checkMoney(db())).ok).toBe(true);
  });
});
