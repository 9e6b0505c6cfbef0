import { sql, type Kysely } from 'kysely';

/**
 * Raffle tickets as a promotion's reward (issue 28): a member's entry counts the tickets a reward
 * granted apart from those earned by play and deposits, so the raffle's cap per member keeps
 * judging what was earned while the member's total shows both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('raffle_entries')
    .addColumn('granted', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('raffle_entries').dropColumn('granted').execute();
}
