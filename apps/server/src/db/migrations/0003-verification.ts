import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Verification state lives in the database (not in memory) so captchas, SMS codes and their
 * throttles hold across several server instances and restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Per-install secrets (HMAC keys), made on first use; never leave the database.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('captchas'))
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(40)')
    .execute();
  // The live-code lookup (per brand), the per-number throttle (all brands: it protects the
  // phone's owner) and the per-IP throttle each get their own index.
  await db.schema
    .createIndex('sms_codes_merchant_mobile_idx')
    .on('sms_codes')
    .columns(['merchant_id', 'mobile', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_mobile_idx').on('sms_codes').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('outbox_messages'))
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id').onDelete('set null'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('provider', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_messages_recipient_idx')
    .on('outbox_messages')
    .columns(['recipient', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox_messages', 'sms_codes', 'captchas', 'server_secrets']) {
    await db.schema.dropTable(table).execute();
  }
}
