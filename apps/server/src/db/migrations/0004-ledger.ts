import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('owner_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    // The backstop behind the conditional update: a member balance never goes below zero.
    .addCheckConstraint('ledger_accounts_non_negative', sql`allow_negative = 1 or balance >= 0`)
    .execute();
  await db.schema
    .createIndex('ledger_accounts_owner')
    .unique()
    .on('ledger_accounts')
    .columns(['merchant_id', 'owner_key', 'kind'])
    .execute();
  await db.schema.createIndex('ledger_accounts_member').on('ledger_accounts').column('member_id').execute();

  await withId(db, db.schema.createTable('ledger_transactions'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('reverses_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_transactions_key')
    .unique()
    .on('ledger_transactions')
    .columns(['merchant_id', 'idempotency_key'])
    .execute();
  // A transaction is reversed at most once.
  await db.schema
    .createIndex('ledger_transactions_reverses')
    .unique()
    .on('ledger_transactions')
    .column('reverses_id')
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('ledger_entries_non_zero', sql`amount <> 0`)
    .execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_entries_transaction').on('ledger_entries').column('transaction_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_transactions', 'ledger_accounts'])
    await db.schema.dropTable(table).execute();
}
