import type { Kysely } from 'kysely';

/**
 * Which Crash derivation a chain plays (@arcadia/fair CRASH_SCHEMES): 1 the first, home-made one
 * (HMAC keyed by the round hash), 2 bustabit's (HMAC keyed by the salt over the hash's bytes). Chains
 * that exist already default to 1, so rounds they busted keep verifying; new chains are written as 2.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('crash_chains')
    .addColumn('scheme', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('crash_chains').dropColumn('scheme').execute();
}
