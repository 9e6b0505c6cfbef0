import type { Kysely } from 'kysely';

/**
 * Member labels get a name per language (`{"pt":"Novo","en":"New",…}`), shown in the member's site
 * language; `label_name` stays the operator's own name and the fallback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_labels')
    .addColumn('label_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
