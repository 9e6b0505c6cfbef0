import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The one bets record every game source writes, the vendor transactions that move it (the
 * idempotency record on (vendor, transaction id)), and launch tokens. Indexes: a member's betting
 * record by time; brand-wide time ranges (profit and loss, rebates, salaries); a vendor's round.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bets'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('game_vendors.id'))
    .addColumn('game_id', 'integer', (c) => c.references('games.id'))
    .addColumn('category', 'varchar(12)', (c) => c.notNull())
    .addColumn('round', 'varchar(128)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('placed_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('settled_at', 'varchar(40)')
    .addColumn('bet_ledger_id', 'integer')
    .addColumn('last_ledger_id', 'integer')
    .addCheckConstraint('bets_status', sql`status in ('open', 'settled', 'rolled_back')`)
    .addCheckConstraint('bets_amounts', sql`stake >= 0 and payout >= 0`)
    .execute();
  await db.schema.createIndex('bets_vendor_tx').unique().on('bets').columns(['vendor_id', 'transaction_id']).execute();
  await db.schema.createIndex('bets_member_time').on('bets').columns(['member_id', 'placed_at']).execute();
  await db.schema.createIndex('bets_merchant_time').on('bets').columns(['merchant_id', 'placed_at']).execute();
  await db.schema.createIndex('bets_settled').on('bets').columns(['merchant_id', 'status', 'settled_at']).execute();
  await db.schema.createIndex('bets_round').on('bets').columns(['vendor_id', 'round']).execute();

  await withId(db, db.schema.createTable('game_transactions'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('game_vendors.id'))
    .addColumn('transaction_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('bet_id', 'integer', (c) => c.references('bets.id'))
    // Win: the bet paid; rollback: the transaction undone (kept even when it is unknown: a marker).
    .addColumn('reference_id', 'varchar(128)')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ledger_id', 'integer')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('game_transactions_kind', sql`kind in ('bet', 'win', 'rollback')`)
    .execute();
  await db.schema
    .createIndex('game_transactions_key')
    .unique()
    .on('game_transactions')
    .columns(['vendor_id', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('game_transactions_reference')
    .on('game_transactions')
    .columns(['vendor_id', 'reference_id'])
    .execute();

  await withId(db, db.schema.createTable('game_sessions'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['game_sessions', 'game_transactions', 'bets']) await db.schema.dropTable(table).execute();
}
