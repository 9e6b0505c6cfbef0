import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './helpers.ts';

/**
 * Content: uploaded images (kept in the database with the rest of the brand's data, so a backup
 * holds them) and their resized cuts, banners, announcements, help articles, feedback, named
 * resources and support positions. Times are ISO-8601 UTC text like everywhere else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await withId(db, db.schema.createTable('content_images'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    // image/png, image/jpeg, image/webp from an upload; image/svg+xml only for generated demo art.
    .addColumn('mime', 'varchar(20)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  // Resized cuts are made on first request and kept: an upload costs nothing until it is shown.
  await db.schema
    .createTable('content_image_variants')
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('content_images.id').onDelete('cascade'))
    .addColumn('variant', 'varchar(10)', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('content_image_variants_pk', ['image_id', 'variant'])
    .execute();

  await withId(db, db.schema.createTable('content_banners'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('group_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)')
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('content_images.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('linkage_type', 'varchar(10)', (c) => c.notNull().defaultTo('none'))
    .addColumn('linkage', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'varchar(40)')
    .addColumn('ends_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('content_banners_linkage', sql`linkage_type in ('none', 'url', 'route', 'game', 'promotion')`)
    .execute();
  await db.schema
    .createIndex('content_banners_group')
    .on('content_banners')
    .columns(['merchant_id', 'group_name', 'sort'])
    .execute();

  await withId(db, db.schema.createTable('content_announcements'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('type', 'varchar(2)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    // Stored already sanitised; read paths sanitise again before answering.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starts_at', 'varchar(40)')
    .addColumn('ends_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('content_announcements_type', sql`type in ('B', 'PL', 'PU', 'PR', 'H')`)
    .execute();
  await db.schema
    .createIndex('content_announcements_live')
    .on('content_announcements')
    .columns(['merchant_id', 'enabled', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('content_help_articles'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    // A named page (protocol, terms) the site links to directly; null for ordinary articles.
    .addColumn('slug', 'varchar(40)')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_help_articles_lang')
    .on('content_help_articles')
    .columns(['merchant_id', 'language', 'sort'])
    .execute();

  await withId(db, db.schema.createTable('content_feedback'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('handled_at', 'varchar(40)')
    .addColumn('handled_by', 'integer')
    .execute();
  await db.schema
    .createIndex('content_feedback_inbox')
    .on('content_feedback')
    .columns(['merchant_id', 'handled_at', 'id'])
    .execute();

  await db.schema
    .createTable('content_resources')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('label_name_en', 'varchar(80)', (c) => c.notNull())
    .addColumn('resource_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('qr_code_url', 'varchar(500)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('content_resources_pk', ['merchant_id', 'name'])
    .execute();

  await db.schema
    .createTable('content_support')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('position', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_support_pk', ['merchant_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_support',
    'content_resources',
    'content_feedback',
    'content_help_articles',
    'content_announcements',
    'content_banners',
    'content_image_variants',
    'content_images',
  ])
    await db.schema.dropTable(table).execute();
}
