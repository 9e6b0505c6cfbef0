import type { Kysely } from 'kysely';

/**
 * The two-person rule on bonus grants (issue 25): approving an application whose reward is at or
 * above the brand's two-person threshold records a first operator's approval on the row; a
 * second, different operator grants it. Set once (conditional on it being empty), never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo_participations')
    .addColumn('first_approved_by', 'integer', (c) => c.references('operators.id'))
    .execute();
  await db.schema.alterTable('promo_participations').addColumn('first_approved_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_participations').dropColumn('first_approved_at').execute();
  await db.schema.alterTable('promo_participations').dropColumn('first_approved_by').execute();
}
