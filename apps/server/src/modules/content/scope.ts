import type { Updateable } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import type { RowOf } from '../../lib/rows.ts';
import { contentErrors } from './content.errors.ts';

type OwnedTable = 'content_banners' | 'content_announcements' | 'content_help_articles' | 'content_feedback';

/**
 * The brand that owns a row, if the operator may touch it: `scope` null is an operator of every
 * brand; otherwise a row of another brand answers "not found", as if it did not exist.
 */
export async function ownerInScope(db: Db, table: OwnedTable, scope: number | null, id: number): Promise<number> {
  // The four tables share id and merchant_id; one of them stands for all in the query's type.
  const row = await db
    .selectFrom(table as 'content_banners')
    .select('merchant_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (scope !== null && row.merchant_id !== scope)) throw contentErrors.notFound();
  return row.merchant_id;
}

/** Sets `values` on row `id` of `table` if the operator may touch it (see {@link ownerInScope}); answers the row as stored. */
export async function updateInScope<T extends OwnedTable>(
  db: Db,
  table: T,
  scope: number | null,
  id: number,
  values: Updateable<Database[T]>,
): Promise<RowOf<T>> {
  await ownerInScope(db, table, scope, id);
  const row = await db
    .updateTable(table as 'content_banners')
    .set(values as Updateable<Database['content_banners']>)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as RowOf<T>;
}

/** Deletes row `id` of `table` if the operator may touch it. */
export async function deleteInScope(db: Db, table: OwnedTable, scope: number | null, id: number): Promise<void> {
  await ownerInScope(db, table, scope, id);
  await db
    .deleteFrom(table as 'content_banners')
    .where('id', '=', id)
    .execute();
}
