import type { Kysely } from 'kysely';

/**
 * The feedback inbox's reply (issue 25): one per feedback, plain text, by an operator. A member's
 * feedback gets it in their platform inbox (the message's id kept); a visitor's is kept with no
 * inbox message, there being no member to deliver it to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_feedback').addColumn('reply', 'varchar(2000)').execute();
  await db.schema.alterTable('content_feedback').addColumn('replied_at', 'varchar(40)').execute();
  await db.schema.alterTable('content_feedback').addColumn('replied_by', 'integer').execute();
  await db.schema.alterTable('content_feedback').addColumn('reply_message_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reply_message_id', 'replied_by', 'replied_at', 'reply'])
    await db.schema.alterTable('content_feedback').dropColumn(column).execute();
}
