import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The game list is ordered by sort, hot first, most popular first, then id. The first indexes kept
 * hot and popularity ascending, so every page sorted all of a category's games (9 ms a page with
 * 5,000 games on SQLite): indexes in the list's own order let a page stop after its rows, and
 * carrying vendor_id (and, on SQLite, the search text) answers the page count from the index
 * alone. PostgreSQL leaves the search text out: a long multilingual name could pass its index row limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('games_category_list').execute();
  await db.schema.dropIndex('games_vendor_list').execute();
  const covering = isPostgres(db) ? sql`vendor_id` : sql`vendor_id, search`;
  await sql`create index games_category_list on games
    (merchant_id, category, enabled, sort, is_hot desc, popularity desc, id, ${covering})`.execute(db);
  await sql`create index games_vendor_list on games
    (vendor_id, enabled, sort, is_hot desc, popularity desc, id)`.execute(db);
}
