import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/** Game vendors with their wallet mode, the member inbox, and the indexes the account record reads by. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('game_vendors'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    // transfer: the member moves money into a vendor sub-wallet first; seamless: the vendor debits main.
    .addColumn('wallet_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('game_vendors_wallet_mode', sql`wallet_mode in ('transfer', 'seamless')`)
    .execute();
  await db.schema
    .createIndex('game_vendors_code')
    .unique()
    .on('game_vendors')
    .columns(['merchant_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('inbox_messages'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // deposit_credited, withdrawal_approved, … or "custom" for a message written by the operator.
    .addColumn('template', 'varchar(40)', (c) => c.notNull())
    // Rendered in the member's language when sent: what an operator sees, and the text of custom messages.
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('read_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  // The list (newest first) and the unread count, which the header polls.
  await db.schema.createIndex('inbox_messages_member').on('inbox_messages').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('inbox_messages_unread').on('inbox_messages').columns(['member_id', 'read_at']).execute();

  // The account record filters a member's entries by date.
  await db.schema
    .createIndex('ledger_entries_account_time')
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time').execute();
  for (const table of ['inbox_messages', 'game_vendors']) await db.schema.dropTable(table).execute();
}
