import { sql, type Kysely } from 'kysely';

/**
 * Contract settlement (issue 27): each run keeps the brand's negative-carry setting it was first
 * previewed under, so re-running that period (and clawing back one of its lines) applies the
 * setting in force for the period, not whatever the brand has switched to since. Runs made
 * before this column take the brand's setting of today: the best there is to know of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contract_settlement_runs')
    .addColumn('negative_carry', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update contract_settlement_runs set negative_carry = coalesce(
      (select s.negative_carry from contract_settings s where s.merchant_id = contract_settlement_runs.merchant_id), 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contract_settlement_runs').dropColumn('negative_carry').execute();
}
