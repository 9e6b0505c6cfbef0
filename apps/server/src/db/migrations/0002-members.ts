import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('member_labels'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('label_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('color', 'varchar(20)', (c) => c.notNull())
    .addColumn('color2', 'varchar(20)', (c) => c.notNull())
    .addColumn('rank_level', 'integer')
    .execute();

  await withId(db, db.schema.createTable('members'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('payment_password_hash', 'varchar(255)')
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)')
    .addColumn('country_dialing_code', 'varchar(6)')
    .addColumn('email', 'varchar(254)')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_agent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
    .addColumn('affiliate_code', 'varchar(40)')
    .addColumn('referral_code', 'varchar(64)')
    .addColumn('club_label_id', 'integer', (c) => c.references('member_labels.id'))
    .addColumn('avatar_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('first_login', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('trial_expires_at', 'varchar(40)')
    .addColumn('register_ip', 'varchar(64)')
    .addColumn('register_url', 'varchar(2000)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('members_username_key')
    .unique()
    .on('members')
    .columns(['merchant_id', 'username_key'])
    .execute();
  await db.schema.createIndex('members_mobile').unique().on('members').columns(['merchant_id', 'mobile']).execute();
  await db.schema
    .createIndex('members_affiliate')
    .unique()
    .on('members')
    .columns(['merchant_id', 'affiliate_code'])
    .execute();
  await db.schema.createIndex('members_trial_expiry').on('members').column('trial_expires_at').execute();

  // Closure table: "whole team" is one indexed query at any depth (DESIGN.md section 4).
  await db.schema
    .createTable('member_closure')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('descendant_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_closure_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema
    .createIndex('member_closure_descendant')
    .on('member_closure')
    .columns(['descendant_id', 'depth'])
    .execute();

  await db.schema
    .createTable('member_label_links')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('member_labels.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('member_label_links_pk', ['member_id', 'label_id'])
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('login_throttles')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(40)')
    .addPrimaryKeyConstraint('login_throttles_pk', ['merchant_id', 'scope', 'subject'])
    .execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_resets',
    'login_throttles',
    'sessions',
    'member_label_links',
    'member_closure',
    'members',
    'member_labels',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
