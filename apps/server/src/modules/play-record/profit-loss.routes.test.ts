import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const signed = await newMember(t.database.db);
  token = signed.token;
  const db = t.database.db;
  await fund(db, signed.member.id, 10_000n);
  const base = { merchantId: MERCHANT, memberId: signed.member.id };
  // A slot won 2.50 on 1.00, a live table lost 4.00, a slot bet still open, one rolled back.
  const play = async (vendorCode: string, tx: string, stake: bigint, payout: bigint | null) => {
    await gameWallet.bet(db, { ...base, vendorCode, transactionId: tx, round: tx, amount: minor(stake) });
    if (payout !== null)
      await gameWallet.win(db, {
        ...base,
        vendorCode,
        transactionId: `${tx}:w`,
        referenceTransactionId: tx,
        round: tx,
        amount: minor(payout),
      });
  };
  await play('PXG', 'pl-1', 100n, 250n);
  await play('LMN', 'pl-2', 400n, 0n);
  await play('PXG', 'pl-3', 200n, null);
  await play('PXG', 'pl-4', 300n, 0n);
  await gameWallet.rollback(db, {
    ...base,
    vendorCode: 'PXG',
    transactionId: 'pl-4:rb',
    referenceTransactionId: 'pl-4',
  });
});
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = auth(token)) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /wps/relay/ODSFE2_MemProfitLoss', () => {
  it('needs a token', async () => {
    expect((await get('/wps/relay/ODSFE2_MemProfitLoss', {})).status).toBe(401);
  });

  it("shows today's settled play by category, with the same win/loss as the betting record", async () => {
    const { status, body } = await get('/wps/relay/ODSFE2_MemProfitLoss?range=today');
    expect(status).toBe(200);
    expect(body.value.categories).toEqual([
      { category: 'LIVE', bets: 1, stake: '4.00', validBet: '0.80', payout: '0.00', winLoss: '-4.00' },
      { category: 'RNG', bets: 1, stake: '1.00', validBet: '1.00', payout: '2.50', winLoss: '1.50' },
    ]);
    expect(body.value.totals).toMatchObject({ bets: 2, stake: '5.00', validBet: '1.80', winLoss: '-2.50' });
    expect(body.value.days).toHaveLength(1);
    expect(body.value.days[0].winLoss).toBe('-2.50');
    const record = await get('/wps/relay/ODSFE2_MemBetRecord');
    expect(record.body.value.totals.winLoss).toBe(body.value.totals.winLoss);
  });

  it('shows a custom range day by day, and nothing for days without play', async () => {
    const { body } = await get('/wps/relay/ODSFE2_MemProfitLoss?range=lastMonth');
    expect(body.value.totals.bets).toBe(0);
    expect(body.value.days.length).toBeGreaterThanOrEqual(28);
    expect(body.value.days.every((d: { winLoss: string }) => d.winLoss === '0.00')).toBe(true);
  });

  it('refuses a custom range that ends before it starts or runs past 90 days', async () => {
    const long = await get('/wps/relay/ODSFE2_MemProfitLoss?range=custom&startDate=2026-01-01&endDate=2026-06-01');
    expect([long.status, long.body.code]).toEqual([400, 'games.date_range_invalid']);
    const reversed = await get('/wps/relay/ODSFE2_MemProfitLoss?range=custom&startDate=2026-02-01&endDate=2026-01-01');
    expect(reversed.status).toBe(400);
    expect((await get('/wps/relay/ODSFE2_MemProfitLoss?range=forever')).status).toBe(400);
  });
});
