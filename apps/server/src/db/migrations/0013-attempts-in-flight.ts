import type { Kysely } from 'kysely';

/**
 * Checks of a secret still running: a lock tier is decided by confirmed failures, while attempts
 * that would cross it wait for the running checks, so concurrent answers count as sequential ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_throttles')
    .addColumn('in_flight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('login_throttles').addColumn('in_flight_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_throttles').dropColumn('in_flight_at').execute();
  await db.schema.alterTable('login_throttles').dropColumn('in_flight').execute();
}
