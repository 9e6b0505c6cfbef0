import type { Kysely } from 'kysely';

/**
 * The feedback inbox (issue 25): the operator who marks a member's feedback handled may say what
 * was done about it (answered by chat, a bug filed), shown beside it in the console.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_feedback').addColumn('note', 'varchar(1000)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_feedback').dropColumn('note').execute();
}
