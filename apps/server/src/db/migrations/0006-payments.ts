import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

const within = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Deposits (payment channels, gateway webhooks, the in-process sandbox PSP), withdrawals (payout
 * accounts, the review and receipt states) and operator accounts. Money itself only moves in the
 * ledger; these tables record requests and their state, and point at ledger transactions by key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_settings')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('withdrawal_min', 'bigint', (c) => c.notNull())
    .addColumn('withdrawal_max', 'bigint', (c) => c.notNull())
    .addColumn('withdrawal_max_pending', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('payment_channels'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(within('kind', ['manual_bank', 'sandbox_gateway'])))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('fee_fixed', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_payer', 'varchar(10)', (c) => c.notNull().check(within('fee_payer', ['member', 'house'])))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // Manual bank: bank name, account name and number. Never a secret: gateway secrets come from env.
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint(
      'payment_channels_limits',
      sql`min_amount > 0 and max_amount >= min_amount and fee_fixed >= 0 and fee_bps >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('payment_channels_code')
    .unique()
    .on('payment_channels')
    .columns(['merchant_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('deposits'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('credit_amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().check(within('status', ['pending', 'credited', 'failed', 'rejected'])),
    )
    .addColumn('reference', 'varchar(20)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(80)')
    .addColumn('checkout_url', 'varchar(300)')
    .addColumn('ledger_transaction_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('reviewed_by', 'integer')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('credited_at', 'varchar(40)')
    .addCheckConstraint('deposits_amounts', sql`amount > 0 and fee >= 0 and credit_amount > 0`)
    .execute();
  await db.schema
    .createIndex('deposits_reference')
    .unique()
    .on('deposits')
    .columns(['merchant_id', 'reference'])
    .execute();
  await db.schema
    .createIndex('deposits_client_key')
    .unique()
    .on('deposits')
    .columns(['member_id', 'client_key'])
    .execute();
  await db.schema.createIndex('deposits_member').on('deposits').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['merchant_id', 'status', 'id']).execute();
  await db.schema.createIndex('deposits_provider_ref').on('deposits').column('provider_ref').execute();

  // Every gateway event we accepted, once: a redelivery is recognised by (provider, event_id).
  await withId(db, db.schema.createTable('payment_webhook_events'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('deposit_id', 'integer', (c) => c.references('deposits.id'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_webhook_events_key')
    .unique()
    .on('payment_webhook_events')
    .columns(['provider', 'event_id'])
    .execute();

  // The sandbox PSP's own records: what a hosted checkout page shows and whether it was paid.
  await db.schema
    .createTable('sandbox_psp_checkouts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('order_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('payout_accounts'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull().check(within('type', ['bank', 'ewallet'])))
    .addColumn('holder_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('provider_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('payout_accounts_member')
    .on('payout_accounts')
    .columns(['member_id', 'removed_at'])
    .execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('payout_account_id', 'integer', (c) => c.notNull().references('payout_accounts.id'))
    // A copy of the payout details at request time: removing the account later changes nothing here.
    .addColumn('payout_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('payout_holder_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('payout_provider_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('payout_account_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('received_amount', 'bigint')
    .addColumn('remaining_amount', 'bigint')
    .addColumn('refund_amount', 'bigint')
    .addColumn('resolution_note', 'varchar(200)')
    .addColumn('proof_file', 'varchar(80)')
    .addColumn('proof_mime', 'varchar(20)')
    .addColumn('proof_size', 'integer')
    .addColumn('reviewed_by', 'integer')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(40)')
    .addColumn('disbursed_at', 'varchar(40)')
    .addColumn('confirmed_at', 'varchar(40)')
    .addColumn('resolved_at', 'varchar(40)')
    .addCheckConstraint('withdrawals_amount', sql`amount > 0`)
    .execute();
  await db.schema
    .createIndex('withdrawals_client_key')
    .unique()
    .on('withdrawals')
    .columns(['member_id', 'client_key'])
    .execute();
  await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  // The auto-confirm job: disbursed withdrawals by age.
  await db.schema.createIndex('withdrawals_disbursed').on('withdrawals').columns(['status', 'disbursed_at']).execute();

  await withId(db, db.schema.createTable('operators'))
    .addColumn('username', 'varchar(40)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull().check(within('role', ['admin', 'finance', 'support'])))
    // null: the operator works on every brand.
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id').onDelete('cascade'))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(40)')
    .execute();

  await withId(db, db.schema.createTable('operator_sessions'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'operator_sessions',
    'operators',
    'withdrawals',
    'payout_accounts',
    'sandbox_psp_checkouts',
    'payment_webhook_events',
    'deposits',
    'payment_channels',
    'payment_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
