import type { Kysely } from 'kysely';

/**
 * A resource's label in each language the brand offers (JSON: language → label), beside the
 * English one the spec's labelNameEn carries: the footer and menus read the visitor's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('content_resources')
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_resources').dropColumn('labels').execute();
}
