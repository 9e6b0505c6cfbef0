import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMember } from '../../../test/factories/members.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT } from '../../../test/wallet-fixtures.ts';
import type { DbHandle } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { betsAgainstTheirPostings } from './bets-ledger-per-bet.ts';
import { checkBetsAgainstLedger } from './bets-ledger-check.ts';
import { settleMany } from './game-wallet-bulk.usecases.ts';
import { gameWallet } from './game-wallet.usecases.ts';

let database: DbHandle;
const db = () => database.db;
const VENDOR = 'PXG';
const ROUND = 'bulk-r1';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
afterEach(async () => {
  await expectLedgerSound(db());
  const check = await checkBetsAgainstLedger(db(), MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
  // Batch payouts too: each member is credited exactly the wins the batch pays them.
  expect(await betsAgainstTheirPostings(db(), MERCHANT)).toEqual([]);
});

async function stake(isAgent: number, tx: string, cents = 100n) {
  const member = await createMember(db(), { isAgent });
  const wallet = isAgent === 4 ? 'demo' : 'main';
  await fund(db(), member.id, 1_000n, wallet);
  await gameWallet.bet(db(), {
    merchantId: MERCHANT,
    vendorCode: VENDOR,
    memberId: member.id,
    transactionId: tx,
    round: ROUND,
    amount: minor(cents),
  });
  return { memberId: member.id, wallet } as const;
}

const settle = (items: { memberId: number; ref: string; amount: bigint }[]) =>
  inTransaction(db(), (trx) =>
    settleMany(
      trx,
      { merchantId: MERCHANT, vendorCode: VENDOR, round: ROUND },
      items.map((i) => ({
        memberId: i.memberId,
        transactionId: `${i.ref}:settle`,
        referenceTransactionId: i.ref,
        amount: minor(i.amount),
      })),
    ),
  );

describe('bulk settlement of the game wallet', () => {
  it('pays winners (real and demo credit apart), settles losers at zero, and leaves out what is not open', async () => {
    const winner = await stake(0, 'b-win');
    const loser = await stake(0, 'b-lose');
    const demoWinner = await stake(4, 'b-demo');
    const rolledBack = await stake(0, 'b-rolled');
    await gameWallet.rollback(db(), {
      merchantId: MERCHANT,
      vendorCode: VENDOR,
      memberId: rolledBack.memberId,
      transactionId: 'rb-1',
      referenceTransactionId: 'b-rolled',
    });

    const { settled, leftOut } = await settle([
      { memberId: winner.memberId, ref: 'b-win', amount: 950n },
      { memberId: loser.memberId, ref: 'b-lose', amount: 0n },
      { memberId: demoWinner.memberId, ref: 'b-demo', amount: 300n },
      { memberId: rolledBack.memberId, ref: 'b-rolled', amount: 500n },
      { memberId: loser.memberId, ref: 'b-unknown', amount: 0n },
    ]);

    expect(settled).toBe(3);
    expect(leftOut.map((l) => l.referenceTransactionId)).toEqual(['b-rolled', 'b-unknown']);
    expect(await balanceOf(db(), winner.memberId, 'main')).toBe(1_850n);
    expect(await balanceOf(db(), loser.memberId, 'main')).toBe(900n);
    expect(await balanceOf(db(), demoWinner.memberId, 'demo')).toBe(1_200n);
    expect(await balanceOf(db(), rolledBack.memberId, 'main')).toBe(1_000n);
    const bets = await db()
      .selectFrom('bets')
      .select(['transaction_id', 'status', 'payout'])
      .where('round', '=', ROUND)
      .orderBy('id')
      .execute();
    expect(bets.map((b) => [b.transaction_id, b.status, String(b.payout)])).toEqual([
      ['b-win', 'settled', '950'],
      ['b-lose', 'settled', '0'],
      ['b-demo', 'settled', '300'],
      ['b-rolled', 'rolled_back', '0'],
    ]);
  });

  it('writes the records the single win call writes: repeating that call is a replay, settling again changes nothing', async () => {
    const player = await stake(0, 'c-win');
    await settle([{ memberId: player.memberId, ref: 'c-win', amount: 400n }]);
    const replay = await gameWallet.win(db(), {
      merchantId: MERCHANT,
      vendorCode: VENDOR,
      memberId: player.memberId,
      transactionId: 'c-win:settle',
      referenceTransactionId: 'c-win',
      round: ROUND,
      amount: minor(400n),
    });
    expect(replay.replayed).toBe(true);
    expect((await settle([{ memberId: player.memberId, ref: 'c-win', amount: 400n }])).leftOut).toHaveLength(1);
    expect(await balanceOf(db(), player.memberId, 'main')).toBe(1_300n);
  });
});
