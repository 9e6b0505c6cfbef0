import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { auth, balanceOf, fund, newMember } from '../../../test/wallet-fixtures.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { vendorsRepository } from '../catalogue/vendors.repository.ts';
import { rowCount } from '../../../test/test-db.ts';
import type { MemberSpec } from '../../../test/factories/members.ts';
import type { MemberAccountKind } from '../ledger/ledger.model.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
beforeAll(async () => {
  await vendorsRepository.insert(t.database.db, 1, [
    { code: 'OFFV', name: 'Switched Off Games', walletMode: 'transfer', enabled: false, sort: 90 },
    { code: 'LATER', name: 'Later Off Games', walletMode: 'transfer', sort: 91 },
  ]);
});

const db = () => t.database.db;
const get = (url: string, token?: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { ...auth(token), Language: language } : { Language: language },
  });
const transfer = (token: string, body: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    payload: body,
    headers: { ...auth(token), Language: language },
  });

/** A signed-in member holding `balances` (minor units by account: main, vendor:AV, withdrawal_hold …). */
async function memberHolding(balances: Partial<Record<MemberAccountKind, bigint>>, spec: MemberSpec = {}) {
  const signedIn = await newMember(db(), spec);
  for (const [kind, amount] of Object.entries(balances) as [MemberAccountKind, bigint][]) {
    await fund(db(), signedIn.member.id, amount, kind);
  }
  return signedIn;
}
let keySeq = 0;
const clientKey = () => `ck-${Date.now()}-${++keySeq}`;
const transactionCount = () => rowCount(db(), 'ledger_transactions');

describe('GET /wps/v2/wallets/balance', () => {
  it('sums main and vendor sub-wallets as a two-place money string, without funds held for withdrawal', async () => {
    const { token } = await memberHolding({ main: 123450n, 'vendor:AV': 1000n, withdrawal_hold: 99999n });
    const res = await get('/wps/v2/wallets/balance', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      code: 'ok',
      value: { sumBalance: '1244.50', currency: 'USD', currencySymbol: '$', unreadMessage: 0 },
    });
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
  });

  it('answers 0.00 for a member who never had money, and counts unread inbox messages', async () => {
    const { member, token } = await newMember(db());
    await notifyMember(db(), {
      merchantId: 1,
      memberId: member.id,
      template: 'deposit_credited',
      params: { amount: 500n },
    });
    expect((await get('/wps/v2/wallets/balance', token)).json().value).toMatchObject({
      sumBalance: '0.00',
      unreadMessage: 1,
    });
  });

  it('shows a trial account its demo credit only', async () => {
    const { token } = await memberHolding({ demo: 200000n }, { isAgent: 4 });
    expect((await get('/wps/v2/wallets/balance', token)).json().value.sumBalance).toBe('2000.00');
  });
});

describe('wallet listings', () => {
  it('GCS_merchantWallet lists main then each enabled transfer-mode vendor; isSingle=1 only main', async () => {
    const { token } = await memberHolding({ main: 5000n, 'vendor:IMES': 250n });
    const all = (await get('/wps/relay/GCS_merchantWallet?isSingle=0', token)).json().value;
    expect(all.currency).toBe('USD');
    expect(all.wallets[0]).toEqual({ vendor: 'MAIN', name: 'MAIN', balance: '50.00', enabled: true });
    expect(all.wallets.map((w: { vendor: string }) => w.vendor)).toEqual([
      'MAIN',
      'TCG_SEA',
      'AV',
      'AI',
      'IMES',
      'IA',
      'LATER',
    ]);
    expect(all.wallets.find((w: { vendor: string }) => w.vendor === 'IMES')).toEqual({
      vendor: 'IMES',
      name: 'Ironmoss Esports',
      balance: '2.50',
      enabled: true,
    });
    const single = (await get('/wps/relay/GCS_merchantWallet?isSingle=1', token)).json().value;
    expect(single.wallets).toEqual([{ vendor: 'MAIN', name: 'MAIN', balance: '50.00', enabled: true }]);
  });

  it('consolidated funds: main, vendors, withdrawal hold and their total', async () => {
    const { token } = await memberHolding({
      main: 10000n,
      'vendor:AV': 2500n,
      'vendor:AI': 1005n,
      withdrawal_hold: 700n,
    });
    expect((await get('/wps/member/info/funds/consolidated', token)).json().value).toEqual({
      main: '100.00',
      vendors: '35.05',
      withdrawalHold: '7.00',
      total: '142.05',
      currency: 'USD',
      currencySymbol: '$',
    });
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves main → vendor and back, answering the moves and the new balances', async () => {
    const { member, token } = await memberHolding({ main: 50000n });
    const into = await transfer(token, { vendor: 'AV', direction: 'in', amount: '100', clientKey: clientKey() });
    expect(into.statusCode).toBe(200);
    expect(into.json().value).toMatchObject({
      replayed: false,
      moves: [{ vendor: 'AV', direction: 'in', amount: '100.00' }],
      mainBalance: '400.00',
      sumBalance: '500.00',
    });
    const out = await transfer(token, { vendor: 'AV', direction: 'out', amount: '40.5', clientKey: clientKey() });
    expect(out.json().value).toMatchObject({
      moves: [{ vendor: 'AV', direction: 'out', amount: '40.50' }],
      mainBalance: '440.50',
      sumBalance: '500.00',
    });
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(5950n);
  });

  it('a repeated clientKey returns the first result and moves nothing more; another body with it is 409', async () => {
    const { member, token } = await memberHolding({ main: 10000n });
    const key = clientKey();
    const first = (await transfer(token, { vendor: 'AI', direction: 'in', amount: '30.00', clientKey: key })).json()
      .value;
    const again = await transfer(token, { vendor: 'AI', direction: 'in', amount: '30.00', clientKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ replayed: true, moves: first.moves, mainBalance: '70.00' });
    for (const other of [
      { vendor: 'AI', direction: 'in', amount: '31.00', clientKey: key },
      { vendor: 'AV', direction: 'in', amount: '30.00', clientKey: key },
      { vendor: 'AI', direction: 'out', amount: '30.00', clientKey: key },
      { vendor: 'ALL', direction: 'out', clientKey: key },
    ]) {
      const res = await transfer(token, other);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ledger.idempotency_conflict');
    }
    expect(await balanceOf(db(), member.id, 'main')).toBe(7000n);
    expect(await balanceOf(db(), member.id, 'vendor:AI')).toBe(3000n);
  });

  it('insufficient funds is a localised 422 that changes nothing', async () => {
    const { member, token } = await memberHolding({ main: 1000n });
    const before = await transactionCount();
    const res = await transfer(token, { vendor: 'AV', direction: 'in', amount: '10.01', clientKey: clientKey() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'wallet.insufficient_funds',
      message: 'Insufficient balance.',
      value: null,
    });
    const pt = await transfer(token, { vendor: 'AV', direction: 'out', amount: '1', clientKey: clientKey() }, 'pt');
    expect(pt.json()).toMatchObject({ code: 'wallet.insufficient_funds', message: 'Saldo insuficiente.' });
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(db(), member.id, 'main')).toBe(1000n);
    expect(await balanceOf(db(), member.id, 'vendor:AV')).toBe(0n);
  });

  it('refuses a seamless, switched-off or unknown vendor with 400', async () => {
    const { member, token } = await memberHolding({ main: 1000n });
    for (const vendor of ['BGS', 'TF', 'OFFV', 'NOPE']) {
      const res = await transfer(token, { vendor, direction: 'in', amount: '1', clientKey: clientKey() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'wallet.vendor_unavailable',
        message: 'This game wallet is not available for transfers.',
      });
    }
    expect(await balanceOf(db(), member.id, 'main')).toBe(1000n);
  });

  it('refuses bad input: no amount, zero, three decimals, short clientKey, ALL inwards', async () => {
    const { member, token } = await memberHolding({ main: 1000n });
    const cases: [object, string, string][] = [
      [{ vendor: 'AV', direction: 'in', clientKey: clientKey() }, 'request.invalid', 'amount'],
      [{ vendor: 'AV', direction: 'in', amount: '0.00', clientKey: clientKey() }, 'wallet.amount_below_min', ''],
      [{ vendor: 'AV', direction: 'in', amount: '1.001', clientKey: clientKey() }, 'request.invalid', 'amount'],
      [{ vendor: 'AV', direction: 'in', amount: '1', clientKey: 'short' }, 'request.invalid', 'clientKey'],
      [{ vendor: 'ALL', direction: 'in', clientKey: clientKey() }, 'request.invalid', 'direction'],
    ];
    for (const [body, code, field] of cases) {
      const res = await transfer(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(code);
      if (field) expect(res.json().errors[0].field).toBe(field);
    }
    expect(await balanceOf(db(), member.id, 'main')).toBe(1000n);
  });

  it('ALL brings every sub-wallet back to main (a switched-off vendor too), once per clientKey', async () => {
    const { token } = await memberHolding({ main: 30000n });
    await transfer(token, { vendor: 'AV', direction: 'in', amount: '100', clientKey: clientKey() });
    await transfer(token, { vendor: 'IMES', direction: 'in', amount: '20.25', clientKey: clientKey() });
    await transfer(token, { vendor: 'LATER', direction: 'in', amount: '5', clientKey: clientKey() });
    await vendorsRepository.setEnabled(db(), 1, 'LATER', false);
    try {
      const listed = (await get('/wps/relay/GCS_merchantWallet', token)).json().value.wallets;
      expect(listed.find((w: { vendor: string }) => w.vendor === 'LATER')).toMatchObject({
        balance: '5.00',
        enabled: false,
      });
      const key = clientKey();
      const sweep = await transfer(token, { vendor: 'ALL', direction: 'out', clientKey: key });
      expect(sweep.statusCode).toBe(200);
      const value = sweep.json().value;
      expect(value.replayed).toBe(false);
      expect(value.moves.map((m: { vendor: string; amount: string }) => [m.vendor, m.amount]).sort()).toEqual([
        ['AV', '100.00'],
        ['IMES', '20.25'],
        ['LATER', '5.00'],
      ]);
      expect(value).toMatchObject({ mainBalance: '300.00', sumBalance: '300.00' });
      // Money moves into a sub-wallet again; the same ALL key answers the first sweep and moves nothing.
      await transfer(token, { vendor: 'AV', direction: 'in', amount: '1', clientKey: clientKey() });
      const again = (await transfer(token, { vendor: 'ALL', direction: 'out', clientKey: key })).json().value;
      expect(again).toMatchObject({ replayed: true, moves: value.moves, mainBalance: '299.00' });
      const sameKeySingle = await transfer(token, { vendor: 'AV', direction: 'out', amount: '1', clientKey: key });
      expect(sameKeySingle.statusCode).toBe(409);
      const nothing = (await transfer(token, { vendor: 'ALL', direction: 'out', clientKey: clientKey() })).json().value;
      expect(nothing.moves).toEqual([
        { vendor: 'AV', direction: 'out', amount: '1.00', reference: expect.any(String) },
      ]);
    } finally {
      await vendorsRepository.setEnabled(db(), 1, 'LATER', true);
    }
  });

  it('a retry of a transfer made before its vendor was switched off still gets the first answer', async () => {
    const { token } = await memberHolding({ main: 1000n });
    const body = { vendor: 'LATER', direction: 'in', amount: '2', clientKey: clientKey() };
    const first = (await transfer(token, body)).json().value;
    await vendorsRepository.setEnabled(db(), 1, 'LATER', false);
    try {
      const retry = await transfer(token, body);
      expect(retry.json().value).toMatchObject({ replayed: true, moves: first.moves });
    } finally {
      await vendorsRepository.setEnabled(db(), 1, 'LATER', true);
    }
  });
});

describe('who may call', () => {
  const MONEY_CALLS: [string, string, object?][] = [
    ['GET', '/wps/relay/GCS_merchantWallet'],
    ['GET', '/wps/member/info/funds/consolidated'],
    ['POST', '/wps/relay/GCS_walletTransfer', { vendor: 'AV', direction: 'in', amount: '1', clientKey: 'trial-key-1' }],
    ['GET', '/wps/relay/ODSFE2_MemTransDet'],
    [
      'POST',
      '/wps/relay/passwordCheck/MCS2_transferUpline',
      { amount: '1', paymentPassword: '123456', clientKey: 'trial-key-2' },
    ],
    ['PUT', '/wps/member/password/payment', { newPaymentPassword: '123456', loginPassword: 'x' }],
  ];
  const ENCRYPTED = new Set(['/wps/relay/passwordCheck/MCS2_transferUpline', '/wps/member/password/payment']);
  const ALL_ROUTES: [string, string, object?][] = [
    ['GET', '/wps/v2/wallets/balance'],
    ...MONEY_CALLS,
    ['GET', '/wps/relay/MCSFE_getInboxMessages'],
    ['PUT', '/wps/relay/MCSFE_readInboxMessage', { all: true }],
    ['GET', '/wps/relay/CSP_unreadCount'],
  ];
  const call = (method: string, url: string, body: object | undefined, headers: Record<string, string>) =>
    ENCRYPTED.has(url)
      ? accountsClient(t).encrypted(method as 'POST' | 'PUT', url, body ?? {}, headers)
      : t.app.inject({ method: method as 'GET', url, headers, ...(body ? { payload: body } : {}) });

  it('every wallet and inbox route answers 401 without a token (or with a bad one)', async () => {
    for (const [method, url, body] of ALL_ROUTES) {
      const res = await call(method, url, body, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('auth.required');
      expect((await call(method, url, body, { authorization: `Bearer ${'x'.repeat(43)}` })).statusCode).toBe(401);
    }
  });

  it('a trial account is refused every money call with 403 auth.trial_refused, and changes nothing', async () => {
    const { member, token } = await memberHolding({ demo: 100000n }, { isAgent: 4 });
    for (const [method, url, body] of MONEY_CALLS) {
      const res = await call(method, url, body, auth(token));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('auth.trial_refused');
    }
    expect(await balanceOf(db(), member.id, 'demo')).toBe(100000n);
  });
});
