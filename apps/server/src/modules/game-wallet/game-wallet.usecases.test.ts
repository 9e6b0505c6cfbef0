import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import type { DbHandle } from '../../db/database.ts';
import { minor } from '../../lib/money.ts';
import { checkBetsAgainstLedger } from './bets-ledger-check.ts';
import { betsAgainstTheirPostings } from './bets-ledger-per-bet.ts';
import { gameWallet } from './game-wallet.usecases.ts';

let database: DbHandle;
let memberId: number;
let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

beforeAll(async () => {
  database = await createTestDatabase();
  memberId = (await newMember(database.db)).member.id;
  await fund(database.db, memberId, 10_000n);
});
afterAll(async () => database.close());
afterEach(async () => {
  await expectLedgerSound(database.db);
  const check = await checkBetsAgainstLedger(database.db, MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
  expect(await betsAgainstTheirPostings(database.db, MERCHANT)).toEqual([]);
});

const call = () => ({ merchantId: MERCHANT, vendorCode: 'PXG', memberId });

describe('game wallet', () => {
  it('debits a bet and credits its win, one bets row settled with both ledger postings', async () => {
    const bet = id('bet');
    const placed = await gameWallet.bet(database.db, {
      ...call(),
      transactionId: bet,
      round: 'r1',
      amount: minor(500n),
    });
    expect(placed.balance).toBe(9_500n);
    const won = await gameWallet.win(database.db, {
      ...call(),
      transactionId: id('win'),
      referenceTransactionId: bet,
      round: 'r1',
      amount: minor(1_200n),
    });
    expect(won.balance).toBe(10_700n);
    const row = await database.db
      .selectFrom('bets')
      .selectAll()
      .where('id', '=', placed.betId!)
      .executeTakeFirstOrThrow();
    expect([row.status, Number(row.stake), Number(row.payout), row.bet_ledger_id !== null]).toEqual([
      'settled',
      500,
      1200,
      true,
    ]);
  });

  it('answers a repeated bet without charging twice, and refuses the same id with another body', async () => {
    const tx = id('bet');
    await gameWallet.bet(database.db, { ...call(), transactionId: tx, round: 'r2', amount: minor(100n) });
    const before = await balanceOf(database.db, memberId, 'main');
    const again = await gameWallet.bet(database.db, { ...call(), transactionId: tx, round: 'r2', amount: minor(100n) });
    expect(again.replayed).toBe(true);
    expect(await balanceOf(database.db, memberId, 'main')).toBe(before);
    await expect(
      gameWallet.bet(database.db, { ...call(), transactionId: tx, round: 'r2', amount: minor(101n) }),
    ).rejects.toMatchObject({ code: 'bets.duplicate_transaction' });
  });

  it('accepts a rollback before its bet and refuses the late bet', async () => {
    const tx = id('bet');
    const before = await balanceOf(database.db, memberId, 'main');
    await gameWallet.rollback(database.db, { ...call(), transactionId: id('rb'), referenceTransactionId: tx });
    await expect(
      gameWallet.bet(database.db, { ...call(), transactionId: tx, round: 'r3', amount: minor(100n) }),
    ).rejects.toMatchObject({ code: 'bets.rolled_back' });
    expect(await balanceOf(database.db, memberId, 'main')).toBe(before);
  });

  it('rolls back a bet once, then refuses a win on it', async () => {
    const tx = id('bet');
    const before = await balanceOf(database.db, memberId, 'main');
    await gameWallet.bet(database.db, { ...call(), transactionId: tx, round: 'r4', amount: minor(300n) });
    const rb = id('rb');
    await gameWallet.rollback(database.db, { ...call(), transactionId: rb, referenceTransactionId: tx });
    await gameWallet.rollback(database.db, { ...call(), transactionId: rb, referenceTransactionId: tx });
    await gameWallet.rollback(database.db, { ...call(), transactionId: id('rb'), referenceTransactionId: tx });
    expect(await balanceOf(database.db, memberId, 'main')).toBe(before);
    await expect(
      gameWallet.win(database.db, {
        ...call(),
        transactionId: id('win'),
        referenceTransactionId: tx,
        round: 'r4',
        amount: minor(1n),
      }),
    ).rejects.toMatchObject({ code: 'bets.reference_not_found' });
  });

  it('refuses a stake above the balance and answers with the balance', async () => {
    const balance = await balanceOf(database.db, memberId, 'main');
    await expect(
      gameWallet.bet(database.db, { ...call(), transactionId: id('bet'), round: 'r5', amount: minor(balance + 1n) }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient_funds', value: { balance: expect.any(String) } });
    expect(await database.db.selectFrom('bets').select('id').where('round', '=', 'r5').execute()).toEqual([]);
  });

  it('lets a trial account bet demo credit only', async () => {
    const trial = (await newMember(database.db, { isAgent: 4 })).member.id;
    await fund(database.db, trial, 1_000n, 'demo');
    const placed = await gameWallet.bet(database.db, {
      merchantId: MERCHANT,
      vendorCode: 'PXG',
      memberId: trial,
      transactionId: id('bet'),
      round: 'd1',
      amount: minor(250n),
    });
    expect(placed).toMatchObject({ demo: true, balance: 750n });
    expect(await balanceOf(database.db, trial, 'main')).toBe(0n);
  });
});

describe('bets checked one by one against their ledger postings', () => {
  it('finds a payout moved from one bet to another, which the brand-wide sum cannot see', async () => {
    const db = database.db;
    const ids: number[] = [];
    for (const round of ['p1', 'p2']) {
      const bet = id('bet');
      ids.push((await gameWallet.bet(db, { ...call(), transactionId: bet, round, amount: minor(100n) })).betId!);
      await gameWallet.win(db, {
        ...call(),
        transactionId: id('win'),
        referenceTransactionId: bet,
        round,
        amount: minor(300n),
      });
    }
    const [a, b] = ids as [number, number];
    await db.updateTable('bets').set({ payout: '200' }).where('id', '=', a).execute();
    await db.updateTable('bets').set({ payout: '400' }).where('id', '=', b).execute();
    const sums = await checkBetsAgainstLedger(db, MERCHANT);
    expect(sums.fromBets).toBe(sums.fromLedger);
    const found = await betsAgainstTheirPostings(db, MERCHANT);
    expect(found.map((m) => [m.id, m.status, m.expected, m.found])).toEqual([
      [a, 'payout', '3.00', '2.00'],
      [b, 'payout', '3.00', '4.00'],
    ]);
    // A stake that the ledger did not take as recorded is found too.
    await db.updateTable('bets').set({ payout: '300', stake: '150' }).where('id', 'in', [a, b]).execute();
    await db.updateTable('bets').set({ stake: '100' }).where('id', '=', b).execute();
    expect((await betsAgainstTheirPostings(db, MERCHANT)).map((m) => [m.id, m.status])).toEqual([[a, 'stake']]);
    await db.updateTable('bets').set({ stake: '100' }).where('id', '=', a).execute();
  });
});
