import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The game catalogue: vendors gain a category, names per language, art and routing; games, home
 * lanes, generated art, favourites and recent games. Indexes follow the list queries: a category
 * page (category + enabled, ordered hot then popularity), a vendor tab, and a member's lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const vendorColumns: [string, string, string][] = [
    ['category', 'varchar(12)', "'RNG'"],
    ['names', 'text', "'{}'"],
    ['is_hot', 'integer', '0'],
    // inhouse: games served by this server, in-process wallet; hub88: launched through a Hub88 API.
    ['route', 'varchar(12)', "'hub88'"],
  ];
  for (const [name, type, fallback] of vendorColumns) {
    await db.schema
      .alterTable('game_vendors')
      .addColumn(name, sql.raw(type), (c) => c.notNull().defaultTo(sql.raw(fallback)))
      .execute();
  }

  await withId(db, db.schema.createTable('games'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('game_vendors.id'))
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    // The vendor's (or aggregator's) own code, sent when launching.
    .addColumn('code', 'varchar(96)', (c) => c.notNull())
    // Copied from the vendor so a category page reads one table.
    .addColumn('category', 'varchar(12)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    // Every name in lower case, for search in any language.
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('art', 'varchar(120)', (c) => c.notNull())
    .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_line_num', 'integer', (c) => c.notNull().defaultTo(0))
    // ",SLOT,NEW," so one LIKE finds a tag.
    .addColumn('classify', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('default_play_type', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_type_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_game', 'varchar(12)', (c) => c.notNull().defaultTo('GAME'))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('games_is_game', sql`is_game in ('GAME', 'VASSALAGE')`)
    .execute();
  await db.schema
    .createIndex('games_code')
    .unique()
    .on('games')
    .columns(['merchant_id', 'vendor_id', 'game_code'])
    .execute();
  await db.schema
    .createIndex('games_category_list')
    .on('games')
    .columns(['merchant_id', 'category', 'enabled', 'sort', 'is_hot', 'popularity'])
    .execute();
  await db.schema
    .createIndex('games_vendor_list')
    .on('games')
    .columns(['vendor_id', 'enabled', 'sort', 'is_hot', 'popularity'])
    .execute();

  await withId(db, db.schema.createTable('game_lanes'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('category', 'varchar(12)', (c) => c.notNull())
    .addColumn('classify', 'varchar(20)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Generated art (SVG), addressed by a versioned name so answers can be cached for a year.
  await db.schema
    .createTable('game_art')
    .addColumn('name', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_favourites_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_recent')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('last_played', 'varchar(40)', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('game_recent_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema.createIndex('game_recent_member').on('game_recent').columns(['member_id', 'last_played']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['game_recent', 'game_favourites', 'game_art', 'game_lanes', 'games'])
    await db.schema.dropTable(table).execute();
  for (const column of ['route', 'is_hot', 'names', 'category'])
    await db.schema.alterTable('game_vendors').dropColumn(column).execute();
}
