import type { Kysely } from 'kysely';

/**
 * The lottery's settlement weighs each member's lines on an issue together (valid-bet rule 4: a
 * member covering both sides of a market counts only the uncovered part), a read per batch of the
 * batch's members' lines on the issue. This index answers it from the issue and member alone,
 * instead of walking every line of a 100,000-line issue for each batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('lottery_lines_issue_member')
    .on('lottery_lines')
    .columns(['issue_id', 'member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lottery_lines_issue_member').execute();
}
