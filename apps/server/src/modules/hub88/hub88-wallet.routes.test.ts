import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betRowOf } from '../../../test/factories/games.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { checkBetsAgainstLedger } from '../game-wallet/bets-ledger-check.ts';
import { createGameSession, hub88User } from '../launch/game-sessions.usecases.ts';
import { setLimit, takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { rowCount } from '../../../test/test-db.ts';

/** A vendor simulator: Hub88 calling our wallet, signed with a test key pair. */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
let t: TestApp;
let memberId: number;
let user: string;
let token: string;
let expiredToken: string;
const GAME = 'pxg_001';

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub88-'));
  const file = path.join(dir, 'hub88.pub.pem');
  writeFileSync(file, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', HUB88_PUBLIC_KEY_FILE: file });
  const db = t.database.db;
  memberId = (await newMember(db)).member.id;
  user = hub88User(memberId);
  await fund(db, memberId, 10_000n); // 100.00
  const game = await db.selectFrom('games').select('id').where('game_code', '=', GAME).executeTakeFirstOrThrow();
  const s = { merchantId: MERCHANT, memberId, gameId: Number(game.id), currency: 'USD', demo: false };
  token = await createGameSession(db, s);
  expiredToken = await createGameSession(db, s, -1);
});
afterAll(async () => t.close());
afterEach(async () => {
  await expectLedgerSound(t.database.db);
  const check = await checkBetsAgainstLedger(t.database.db, MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
  // What `ledger:check` runs: the ledger, deposits, withdrawals and the bets record.
  expect((await checkMoney(t.database.db)).domain).toEqual([]);
});

async function call(endpoint: string, body: Record<string, unknown>, key = keys.privateKey) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), user, token, ...body });
  const res = await t.app.inject({
    method: 'POST',
    url: `/hub88/wallet${endpoint}`,
    headers: {
      'content-type': 'application/json',
      'x-hub88-signature': sign('RSA-SHA256', Buffer.from(raw), key).toString('base64'),
    },
    payload: raw,
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json();
  expect(answer.request_uuid).toBe(JSON.parse(raw).request_uuid);
  return answer as { status: string; balance?: number; currency?: string };
}
const tx = () => randomUUID();
const bet = (id: string, amount: number, extra: Record<string, unknown> = {}) =>
  call('/transaction/bet', {
    transaction_uuid: id,
    round: `r-${id}`,
    game_code: GAME,
    currency: 'USD',
    amount,
    ...extra,
  });
const win = (id: string, ref: string, amount: number, extra: Record<string, unknown> = {}) =>
  call('/transaction/win', {
    transaction_uuid: id,
    reference_transaction_uuid: ref,
    round: `r-${ref}`,
    game_code: GAME,
    currency: 'USD',
    amount,
    ...extra,
  });
const rollback = (id: string, ref: string, extra: Record<string, unknown> = {}) =>
  call('/transaction/rollback', {
    transaction_uuid: id,
    reference_transaction_uuid: ref,
    round: `r-${ref}`,
    game_code: GAME,
    ...extra,
  });

describe('Hub88 wallet (vendor simulator)', () => {
  it('answers balance in 1/100000 units and echoes request_uuid', async () => {
    const answer = await call('/user/balance', { game_code: GAME });
    expect(answer).toMatchObject({ status: 'RS_OK', currency: 'USD', balance: 10_000 * 1000 });
  });

  it('refuses a bad signature and reads nothing else', async () => {
    expect((await call('/user/balance', {}, other.privateKey)).status).toBe('RS_ERROR_INVALID_SIGNATURE');
  });

  it('bets and wins; a duplicate with the same body is not charged twice, a different body is refused', async () => {
    const b = tx();
    const first = await bet(b, 150_000);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 9_850_000 });
    expect((await bet(b, 150_000)).balance).toBe(9_850_000);
    expect((await bet(b, 160_000)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const w = tx();
    expect((await win(w, b, 300_000)).balance).toBe(10_150_000);
    expect((await win(w, b, 300_000)).balance).toBe(10_150_000);
    expect((await win(w, b, 400_000)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call('/user/balance', { game_code: GAME })).balance).toBe(10_150_000);
  });

  it('accepts a rollback before its bet and refuses the late bet without debiting', async () => {
    const b = tx();
    const before = await balanceOf(t.database.db, memberId, 'main');
    expect((await rollback(tx(), b)).status).toBe('RS_OK');
    expect((await bet(b, 100_000)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(t.database.db, memberId, 'main')).toBe(before);
  });

  it('refuses a win after its bet was rolled back, and a win for an unknown bet', async () => {
    const b = tx();
    await bet(b, 100_000);
    const r = tx();
    expect((await rollback(r, b)).status).toBe('RS_OK');
    expect((await rollback(r, b)).status).toBe('RS_OK');
    expect((await win(tx(), b, 500_000)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await win(tx(), tx(), 500_000)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });

  it('takes 50 concurrent bets against a balance that covers 10', async () => {
    const balance = Number(await balanceOf(t.database.db, memberId, 'main'));
    const stake = Math.floor(balance / 10) * 1000;
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(tx(), stake)));
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(refused).toHaveLength(40);
    // Each refusal carries a balance the member really had at that moment, in 1/100000 units, and its currency.
    const after = Number(await balanceOf(t.database.db, memberId, 'main')) * 1000;
    expect(refused.every((a) => Number.isInteger(a.balance) && a.balance! >= after && a.currency === 'USD')).toBe(true);
    const broke = await bet(tx(), (after + 1000) * 10);
    expect(broke).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: after, currency: 'USD', user });
    await fund(t.database.db, memberId, 10_000n);
  });

  it('refuses a bet on an expired token but accepts the win', async () => {
    const b = tx();
    await bet(b, 100_000);
    expect((await bet(tx(), 100_000, { token: expiredToken })).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await win(tx(), b, 200_000, { token: expiredToken })).status).toBe('RS_OK');
    expect((await call('/user/balance', { token: 'x'.repeat(40) })).status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('accepts a rollback on an expired token, reversing the stake and the win paid on it', async () => {
    const before = await balanceOf(t.database.db, memberId, 'main');
    const b = tx();
    await bet(b, 100_000);
    await win(tx(), b, 250_000);
    const answer = await rollback(tx(), b, { token: expiredToken });
    expect(answer.status).toBe('RS_OK');
    expect(await balanceOf(t.database.db, memberId, 'main')).toBe(before);
    const row = await t.database.db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('transaction_id', '=', b)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rolled_back' });
    expect(Number(row.payout)).toBe(0);
    // An unknown token is still refused, expired or not.
    expect((await rollback(tx(), b, { token: 'y'.repeat(40) })).status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('rolls back a bet whose win was rolled back first, and refuses the bet replayed after', async () => {
    const before = await balanceOf(t.database.db, memberId, 'main');
    const b = tx();
    const w = tx();
    expect((await bet(b, 1_000_000)).balance).toBe(Number(before) * 1000 - 1_000_000);
    expect((await win(w, b, 2_500_000)).status).toBe('RS_OK');
    expect((await rollback(tx(), w)).balance).toBe(Number(before) * 1000 - 1_000_000);
    const r = tx();
    expect(await rollback(r, b)).toMatchObject({ status: 'RS_OK', balance: Number(before) * 1000 });
    expect((await rollback(r, b)).status).toBe('RS_OK');
    // Reference section 5: a late or retried bet after its rollback is refused, and not debited.
    expect((await bet(b, 1_000_000)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await win(w, b, 2_500_000)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(t.database.db, memberId, 'main')).toBe(before);
    expect(await betRowOf(t.database.db, b)).toEqual({ status: 'rolled_back', payout: 0 });
  });

  it('takes a supplier promo bet of 0 on an expired token, never one that debits', async () => {
    const before = await balanceOf(t.database.db, memberId, 'main');
    const promo = { token: expiredToken, is_supplier_promo: true, is_free: true };
    const b = tx();
    expect((await bet(b, 0, promo)).status).toBe('RS_OK');
    expect((await win(tx(), b, 500_000, promo)).status).toBe('RS_OK');
    expect((await bet(tx(), 100_000, promo)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await bet(tx(), 0, { ...promo, token: 'z'.repeat(40) })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await balanceOf(t.database.db, memberId, 'main')).toBe(before + 500n);
  });

  it('answers /user/info for a member we have, and refuses a user who is not one', async () => {
    const info = await call('/user/info', {});
    expect(info).toMatchObject({ status: 'RS_OK', user });
    expect((info as { registration_date?: string }).registration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('/user/info', { user: hub88User(987_654_321) })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call('/user/info', { user: 'someone-else' })).status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('refuses a wrong currency, negative and non-integer amounts; tolerates unknown fields', async () => {
    expect((await bet(tx(), 100_000, { currency: 'EUR' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await bet(tx(), -100_000)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(tx(), 100.5)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(tx(), '100000' as unknown as number)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(tx(), 100_500)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('/transaction/bet', { amount: 1000 })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await bet(tx(), 100_000, { some_fake_key: 1, meta: { a: 1 } })).status).toBe('RS_OK');
  });
});

describe('Hub88 wallet and responsible gaming', () => {
  /** Another member with its own game session, betting 1.00 (100,000 units). */
  async function otherPlayer() {
    const db = t.database.db;
    const id = (await newMember(db)).member.id;
    await fund(db, id, 10_000n);
    const game = await db.selectFrom('games').select('id').where('game_code', '=', GAME).executeTakeFirstOrThrow();
    const s = { merchantId: MERCHANT, memberId: id, gameId: Number(game.id), currency: 'USD', demo: false };
    const as = { user: hub88User(id), token: await createGameSession(db, s) };
    const ctx = { merchantId: MERCHANT, memberId: id, places: 2, actor: 'member' };
    return { id, as, ctx };
  }

  it('refuses a bet from an excluded member as a blocked player, with no money moved; its rollback finds nothing', async () => {
    const p = await otherPlayer();
    await takeTimeOut(t.database.db, p.ctx, 7, new Date());
    const bets = await rowCount(t.database.db, 'bets');
    const b = tx();
    expect((await bet(b, 100_000, p.as)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await rollback(tx(), b, p.as)).status).toBe('RS_OK');
    expect(await balanceOf(t.database.db, p.id, 'main')).toBe(10_000n);
    expect(await rowCount(t.database.db, 'bets')).toBe(bets);
  });

  it('refuses a bet that would cross a loss limit with the limit status, and takes one that reaches it', async () => {
    const p = await otherPlayer();
    await setLimit(t.database.db, p.ctx, { kind: 'loss', period: 'day', amount: '2.00' }, new Date());
    expect((await bet(tx(), 150_000, p.as)).status).toBe('RS_OK');
    expect((await bet(tx(), 60_000, p.as)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await bet(tx(), 50_000, p.as)).status).toBe('RS_OK');
    expect(await balanceOf(t.database.db, p.id, 'main')).toBe(10_000n - 200n);
  });
});

describe('Hub88 integration off', () => {
  it('answers 404 when no aggregator key is configured and the sandbox aggregator is off', async () => {
    const plain = await createTestApp({ SANDBOX_AGGREGATOR: 'off' });
    const res = await plain.app.inject({ method: 'POST', url: '/hub88/wallet/user/balance', payload: {} });
    await plain.close();
    expect(res.statusCode).toBe(404);
  });
});
