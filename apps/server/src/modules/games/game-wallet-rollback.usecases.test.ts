import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import type { DbHandle } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { minor } from '../../lib/money.ts';
import { checkMoney } from '../payments/money-check.usecases.ts';
import { checkBetsAgainstLedger } from './bets-ledger-check.ts';
import { betsAgainstTheirPostings } from './bets-ledger-per-bet.ts';
import { gameWallet } from './game-wallet.usecases.ts';

/*
 * Rollbacks of one round (a bet of 10.00 and its win of 25.00) in every order: whatever order the
 * vendor's calls and rollbacks arrive in, and however often each rollback is sent, the round's net
 * is reversed exactly once and the bets record agrees with the ledger.
 */

let database: DbHandle;
let memberId: number;
let seq = 0;
const STAKE = minor(1_000n);
const WIN = minor(2_500n);

beforeAll(async () => {
  database = await createTestDatabase();
  memberId = (await newMember(database.db)).member.id;
  await fund(database.db, memberId, 100_000n);
});
afterAll(async () => database.close());
afterEach(async () => {
  await expectLedgerSound(database.db);
  const check = await checkBetsAgainstLedger(database.db, MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
  expect(await betsAgainstTheirPostings(database.db, MERCHANT)).toEqual([]);
  // What `ledger:check` runs.
  expect((await checkMoney(database.db)).domain).toEqual([]);
});

const party = () => ({ merchantId: MERCHANT, vendorCode: 'PXG', memberId });
const main = () => balanceOf(database.db, memberId, 'main');

/** One round's calls, by the names the orders below use; each answers its status. */
function round() {
  const n = ++seq;
  const ids = { bet: `rb-bet-${n}`, win: `rb-win-${n}`, round: `rb-round-${n}` };
  let rollbacks = 0;
  const status = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };
  const rollback = (of: string, transactionId = `rb-${n}-${++rollbacks}`) =>
    status(() => gameWallet.rollback(database.db, { ...party(), transactionId, referenceTransactionId: of }));
  const calls: Record<string, () => Promise<string>> = {
    bet: () =>
      status(() =>
        gameWallet.bet(database.db, { ...party(), transactionId: ids.bet, round: ids.round, amount: STAKE }),
      ),
    win: () =>
      status(() =>
        gameWallet.win(database.db, {
          ...party(),
          transactionId: ids.win,
          referenceTransactionId: ids.bet,
          round: ids.round,
          amount: WIN,
        }),
      ),
    'rollback bet': () => rollback(ids.bet),
    'rollback win': () => rollback(ids.win),
    // The same rollback sent again (the same transaction id): answered, never applied twice.
    'rollback bet again': () => rollback(ids.bet, `rb-${n}-bet-same`),
    'rollback win again': () => rollback(ids.win, `rb-${n}-win-same`),
  };
  const betRow = () =>
    database.db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('transaction_id', '=', ids.bet)
      .executeTakeFirst();
  return { calls, betRow };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [item, ...p]),
  );
}

/** What a call may answer: done, or a clean refusal of a call whose transaction was rolled back or never came. */
const CLEAN = ['ok', 'bets.rolled_back', 'bets.reference_not_found'];

describe('game wallet: rollbacks of a round in any order', () => {
  it('rolls back a bet whose win was rolled back first: the member ends where they started', async () => {
    const before = await main();
    const { calls, betRow } = round();
    expect(await calls.bet!()).toBe('ok');
    expect(await calls.win!()).toBe('ok');
    expect(await main()).toBe(before - STAKE + WIN);
    expect(await calls['rollback win']!()).toBe('ok');
    expect(await main()).toBe(before - STAKE);
    expect(await betRow()).toMatchObject({ status: 'settled' });
    expect(Number((await betRow())!.payout)).toBe(0);
    expect(await calls['rollback bet']!()).toBe('ok');
    expect(await calls['rollback bet']!()).toBe('ok');
    expect(await main()).toBe(before);
    expect(await betRow()).toMatchObject({ status: 'rolled_back' });
  });

  it('reverses a win once however many rollbacks name it', async () => {
    const before = await main();
    const { calls } = round();
    await calls.bet!();
    await calls.win!();
    for (const name of ['rollback win', 'rollback win', 'rollback win again', 'rollback win again'])
      expect(await calls[name]!()).toBe('ok');
    expect(await main()).toBe(before - STAKE);
  });

  it('refuses a win whose rollback came first, a zero win too', async () => {
    const before = await main();
    const zero = round();
    await zero.calls.bet!();
    const n = seq;
    await gameWallet.rollback(database.db, {
      ...party(),
      transactionId: `early-${n}`,
      referenceTransactionId: `rb-win-${n}`,
    });
    await expect(
      gameWallet.win(database.db, {
        ...party(),
        transactionId: `rb-win-${n}`,
        referenceTransactionId: `rb-bet-${n}`,
        round: `rb-round-${n}`,
        amount: minor(0n),
      }),
    ).rejects.toMatchObject({ code: 'bets.rolled_back' });
    expect(await zero.betRow()).toMatchObject({ status: 'open' });
    expect(await main()).toBe(before - STAKE);
  });

  it("ignores another member's rollback of the round: it moves nothing and blocks nothing", async () => {
    const before = await main();
    const other = (await newMember(database.db)).member.id;
    const { calls, betRow } = round();
    await calls.bet!();
    await calls.win!();
    for (const of of [`rb-win-${seq}`, `rb-bet-${seq}`])
      await gameWallet.rollback(database.db, {
        ...party(),
        memberId: other,
        transactionId: `x-${of}`,
        referenceTransactionId: of,
      });
    expect(await main()).toBe(before - STAKE + WIN);
    expect(await calls['rollback bet']!()).toBe('ok');
    expect(await main()).toBe(before);
    expect(await betRow()).toMatchObject({ status: 'rolled_back' });
  });

  it('takes concurrent rollbacks of a bet and its win in turns: reversed once, every answer clean', async () => {
    for (let i = 0; i < 5; i++) {
      const before = await main();
      const { calls, betRow } = round();
      await calls.bet!();
      await calls.win!();
      const names = ['rollback win', 'rollback bet', 'rollback win again', 'rollback bet again', 'rollback win'];
      const answers = await Promise.all(names.map((name) => calls[name]!()));
      expect(answers).toEqual(names.map(() => 'ok'));
      expect(await main()).toBe(before);
      expect(await betRow()).toMatchObject({ status: 'rolled_back' });
    }
  });

  const orders = permutations(['bet', 'win', 'rollback bet', 'rollback win']);
  const repeated = orders.map((order) =>
    order.flatMap((name) => (name.startsWith('rollback') ? [name, name, `${name} again`, `${name} again`] : [name])),
  );
  it.each([...orders, ...repeated].map((order) => [order.join(', '), order]))(
    '%s: the round nets to nothing, once',
    async (_, order) => {
      const before = await main();
      const { calls, betRow } = round();
      const answers: string[] = [];
      for (const name of order as string[]) answers.push(await calls[name]!());
      expect(answers.filter((a) => !CLEAN.includes(a))).toEqual([]);
      expect(await main()).toBe(before);
      const row = await betRow();
      if (row) expect([row.status, Number(row.payout)]).toEqual(['rolled_back', 0]);
    },
  );
});
