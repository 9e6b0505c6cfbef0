import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Balances of the brand's own (system) accounts in shards. Every bet of every member moves the
 * house account: with one balance row, each posting on PostgreSQL waited for that row's lock for
 * the rest of its transaction, and all play queued on it. A system account's balance is now its
 * row's `balance` plus the sum of its shards; a posting adds to one shard, picked from the member
 * it is about, so members rarely wait for each other. Member balances stay on their own row,
 * exact and locked. (modules/ledger/ledger-shards.ts)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    ledger_balance_shards: {
      columns: {
        account_id: 'integer not null references ledger_accounts.id',
        shard: 'integer not null',
        balance: 'bigint not null default 0',
      },
      primaryKey: ['account_id', 'shard'],
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['ledger_balance_shards']);
}
