import { describe, expect, it } from 'vitest';
import { betRowOf, gameWalletDatabase } from '../../../test/factories/games.ts';
import { balanceOf, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { AppError } from '../../http/app-error.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from './game-wallet.usecases.ts';

/*
 * Rollbacks of one round (a bet of 10.00 and its win of 25.00) in every order: whatever order the
 * vendor's calls and rollbacks arrive in, and however often each rollback is sent, the round's net
 * is reversed exactly once and the bets record agrees with the ledger.
 */

const suite = gameWalletDatabase(100_000n);
let seq = 0;
const STAKE = minor(1_000n);
const WIN = minor(2_500n);

const party = () => ({ merchantId: MERCHANT, vendorCode: 'PXG', memberId: suite.memberId });
const main = () => balanceOf(suite.database.db, suite.memberId, 'main');

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
    status(() => gameWallet.rollback(suite.database.db, { ...party(), transactionId, referenceTransactionId: of }));
  const calls: Record<string, () => Promise<string>> = {
    bet: () =>
      status(() =>
        gameWallet.bet(suite.database.db, { ...party(), transactionId: ids.bet, round: ids.round, amount: STAKE }),
      ),
    win: () =>
      status(() =>
        gameWallet.win(suite.database.db, {
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
  const betRow = () => betRowOf(suite.database.db, ids.bet);
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
    await gameWallet.rollback(suite.database.db, {
      ...party(),
      transactionId: `early-${n}`,
      referenceTransactionId: `rb-win-${n}`,
    });
    await expect(
      gameWallet.win(suite.database.db, {
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
    const other = (await newMember(suite.database.db)).member.id;
    const { calls, betRow } = round();
    await calls.bet!();
    await calls.win!();
    for (const of of [`rb-win-${seq}`, `rb-bet-${seq}`])
      await gameWallet.rollback(suite.database.db, {
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
