import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchants'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('lottery_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
    .addColumn('default_language', 'varchar(8)', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maintenance_message', 'text')
    .addColumn('maintenance_until', 'varchar(40)')
    .addColumn('allowed_countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('blocked_countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ip_allowlist', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('merchant_domains'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('domain', 'varchar(253)', (c) => c.notNull().unique())
    .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('merchant_flags')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('mod_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_flags_pk', ['merchant_id', 'mod_id'])
    .execute();

  await db.schema
    .createTable('register_settings')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('register_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addColumn('pattern_id', 'integer')
    .addColumn('accepted_pattern', 'varchar(500)', (c) => c.notNull().defaultTo('*'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('register_settings_pk', ['merchant_id', 'register_type', 'field'])
    .addCheckConstraint('register_settings_length', sql`min_length <= max_length`)
    .execute();

  await db.schema
    .createTable('encryption_keys')
    .addColumn('kid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('private_pem', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['encryption_keys', 'register_settings', 'merchant_flags', 'merchant_domains', 'merchants']) {
    await db.schema.dropTable(table).execute();
  }
}
