import type { Db } from '../../db/schema.ts';
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
