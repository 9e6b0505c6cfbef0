import { describe, expect, it } from 'vitest';
import { expectLedgerSound, fundedWallet, posting, systemBalance } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { itOnPostgres, useTestDatabase } from '../../../test/test-db.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { checkLedger } from './ledger-check.usecases.ts';
import { shardOf } from './ledger-shards.ts';
import { ensureMemberAccount, postTransaction } from './ledger.usecases.ts';

const database = useTestDatabase({ afterEachTest: expectLedgerSound });
const db = () => database().db;
const onPostgres = () => database().kind === 'postgres';

/** The sum of an account's entries: what its balance must be. */
async function entriesOf(accountId: number): Promise<bigint> {
  const row = await db()
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<string>('amount').as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return BigInt(row?.sum ?? 0);
}

const shardRows = (accountId: number) =>
  db().selectFrom('ledger_balance_shards').selectAll().where('account_id', '=', accountId).execute();

describe('hot system accounts (balances in shards on PostgreSQL)', () => {
  it('the house balance equals its entries after many members stake at once, and members stay exact', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedWallet(db(), 1_000n)));
    const house = players[0]!.house;
    const before = await systemBalance(db(), 'house');
    const houseRowBefore = await db()
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', house.id)
      .executeTakeFirstOrThrow();
    await Promise.all(
      players.flatMap(({ wallet }) =>
        Array.from({ length: 5 }, () => postTransaction(db(), posting('bet', wallet.id, house.id, 30n))),
      ),
    );
    expect(await systemBalance(db(), 'house')).toBe(before + 8n * 5n * 30n);
    expect(await systemBalance(db(), 'house')).toBe(await entriesOf(house.id));
    for (const { member } of players) {
      const wallet = await ensureMemberAccount(db(), DEFAULT_MERCHANT, member.id, 'main', 'USD');
      expect(wallet.balance).toBe(1_000n - 150n);
    }
    const houseRowAfter = await db()
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', house.id)
      .executeTakeFirstOrThrow();
    const shards = await shardRows(house.id);
    if (onPostgres()) {
      // The bets never wrote the house row: they were spread over several shards.
      expect(String(houseRowAfter.balance)).toBe(String(houseRowBefore.balance));
      expect(new Set(shards.map((s) => s.shard)).size).toBeGreaterThan(1);
    } else {
      // SQLite writes one transaction at a time: the row itself, no shards.
      expect(shards).toEqual([]);
    }
  });

  itOnPostgres('a stake waits for no other member’s open transaction on the house account', async () => {
    const first = await fundedWallet(db(), 100n);
    // Another member whose postings meet another shard than the first one's.
    let second = await fundedWallet(db(), 100n);
    const shard = (w: { id: number }) => shardOf([{ accountId: w.id }, { accountId: first.house.id }]);
    while (shard(second.wallet) === shard(first.wallet)) second = await fundedWallet(db(), 100n);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let staked!: () => void;
    const firstStaked = new Promise<void>((resolve) => (staked = resolve));
    const open = inTransaction(db(), async (trx) => {
      await postTransaction(trx, posting('bet', first.wallet.id, first.house.id, 10n));
      staked();
      await held;
    });
    await firstStaked;
    const alone = postTransaction(db(), posting('bet', second.wallet.id, second.house.id, 10n)).then(() => 'done');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('waited'), 3_000));
    const outcome = await Promise.race([alone, timeout]);
    release();
    await open;
    await alone;
    expect(outcome).toBe('done');
  });

  it('ledger:check finds a shard that disagrees with the entries, and a shard of a member account', async () => {
    const { wallet, house } = await fundedWallet(db(), 100n);
    const other = await createMember(db());
    const stray = await ensureMemberAccount(db(), DEFAULT_MERCHANT, other.id, 'main', 'USD');
    await db()
      .insertInto('ledger_balance_shards')
      .values([
        // A shard no posting picks (shardOf answers below SHARD_COUNT), so nothing real is overwritten.
        { account_id: house.id, shard: 99, balance: 7n },
        { account_id: stray.id, shard: 0, balance: 5n },
      ])
      .execute();
    const check = await checkLedger(db());
    expect(check.ok).toBe(false);
    expect(check.mismatches.map((m) => m.accountId).sort()).toEqual([house.id, stray.id].sort());
    // Put the books back as the entries say, for the invariant after the test.
    await db().deleteFrom('ledger_balance_shards').where('account_id', '=', stray.id).execute();
    await db().deleteFrom('ledger_balance_shards').where('account_id', '=', house.id).where('shard', '=', 99).execute();
    expect(wallet.balance).toBe(100n);
  });
});
