import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from './game-wallet.usecases.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const signed = await newMember(t.database.db);
  token = signed.token;
  const db = t.database.db;
  await fund(db, signed.member.id, 10_000n);
  const base = { merchantId: MERCHANT, memberId: signed.member.id };
  const game = await db
    .selectFrom('games')
    .select('game_code')
    .where('game_code', '=', 'pxg_001')
    .executeTakeFirstOrThrow();
  // Round 1 won 2.50 on 1.00; round 2 lost 2.00 (open); round 3 rolled back; round 4 on a live table.
  await gameWallet.bet(db, {
    ...base,
    vendorCode: 'PXG',
    transactionId: 'b1',
    round: 'r1',
    amount: minor(100n),
    gameCode: game.game_code,
  });
  await gameWallet.win(db, {
    ...base,
    vendorCode: 'PXG',
    transactionId: 'w1',
    referenceTransactionId: 'b1',
    round: 'r1',
    amount: minor(250n),
  });
  await gameWallet.bet(db, { ...base, vendorCode: 'PXG', transactionId: 'b2', round: 'r2', amount: minor(200n) });
  await gameWallet.bet(db, { ...base, vendorCode: 'PXG', transactionId: 'b3', round: 'r3', amount: minor(300n) });
  await gameWallet.rollback(db, { ...base, vendorCode: 'PXG', transactionId: 'rb3', referenceTransactionId: 'b3' });
  await gameWallet.bet(db, { ...base, vendorCode: 'LMN', transactionId: 'b4', round: 'r4', amount: minor(400n) });
});
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = auth(token)) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /wps/relay/ODSFE2_MemBetRecord', () => {
  it('needs a token', async () => {
    expect((await get('/wps/relay/ODSFE2_MemBetRecord', {})).status).toBe(401);
  });

  it('lists every bet newest first with totals that agree with the rows: rolled-back stakes out, open bets no win/loss yet', async () => {
    const { status, body } = await get('/wps/relay/ODSFE2_MemBetRecord');
    expect(status).toBe(200);
    expect(body.value.list.map((b: { round: string; status: string }) => [b.round, b.status])).toEqual([
      ['r4', 'open'],
      ['r3', 'rolled_back'],
      ['r2', 'open'],
      ['r1', 'settled'],
    ]);
    expect(body.value.list[3]).toMatchObject({ stake: '1.00', payout: '2.50', winLoss: '1.50', vassalage: 'PXG' });
    expect(body.value.totals).toEqual({ count: 4, stake: '7.00', payout: '2.50', winLoss: '1.50' });
    const rowsWinLoss = body.value.list.reduce((sum: number, b: { winLoss: string }) => sum + Number(b.winLoss), 0);
    expect(rowsWinLoss.toFixed(2)).toBe(body.value.totals.winLoss);
  });

  it('filters by status, category and vendor', async () => {
    expect((await get('/wps/relay/ODSFE2_MemBetRecord?status=settled')).body.value.total).toBe(1);
    expect((await get('/wps/relay/ODSFE2_MemBetRecord?gameType=LIVE')).body.value.total).toBe(1);
    expect((await get('/wps/relay/ODSFE2_MemBetRecord?vassalage=PXG')).body.value.total).toBe(3);
  });

  it('refuses a range longer than 90 days or ending before it starts', async () => {
    const long = await get('/wps/relay/ODSFE2_MemBetRecord?startDate=2025-01-01&endDate=2025-06-01');
    expect([long.status, long.body.code]).toEqual([400, 'games.date_range_invalid']);
    expect((await get('/wps/relay/ODSFE2_MemBetRecord?startDate=2025-02-01&endDate=2025-01-01')).status).toBe(400);
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('shows settled real-money wins with a masked account and the multiplier', async () => {
    const { status, body } = await get('/wps/relay/GCSGAME_getRankList', {});
    expect(status).toBe(200);
    expect(body.value.list).toHaveLength(1);
    expect(body.value.list[0]).toMatchObject({ rank: 1, payout: '2.50', multiplier: '2.50', vassalage: 'PXG' });
    expect(body.value.list[0].account).toContain('***');
  });
});
