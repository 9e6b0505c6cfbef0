import type { Kysely } from 'kysely';

/**
 * The two-person rule on large withdrawals (issue 25): from the brand's threshold on, a first
 * operator's approval is recorded on the row and a second, different operator disburses it.
 * A first approval is set once (conditional on it being empty), never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('first_approved_by', 'integer', (c) => c.references('operators.id'))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('first_approved_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('first_approved_at').execute();
  await db.schema.alterTable('withdrawals').dropColumn('first_approved_by').execute();
}
