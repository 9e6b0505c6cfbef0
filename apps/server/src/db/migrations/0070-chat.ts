import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './helpers.ts';

/**
 * Customer-service chat. `chat_conversations`: one per member at a time while open, in the queue
 * fixed when it opened (vip for club rank above 4), with the operator who last answered.
 * `chat_messages`: every line, from the member or an operator, with an optional attachment.
 * `chat_attachments`: images as re-encoded on upload, reached by an unguessable key.
 * `chat_read_marks`: how far each side (member, operator) has read each conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('chat_conversations'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('queue', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('last_message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(40)')
    .addCheckConstraint('chat_conversations_queue', sql`queue in ('normal', 'vip')`)
    .addCheckConstraint('chat_conversations_status', sql`status in ('open', 'closed')`)
    .execute();
  await db.schema
    .createIndex('chat_conversations_queue')
    .on('chat_conversations')
    .columns(['status', 'queue', 'updated_at'])
    .execute();
  await db.schema.createIndex('chat_conversations_member').on('chat_conversations').columns(['member_id']).execute();
  // At most one open conversation per member, whatever races two first lines run.
  await sql`create unique index chat_conversations_one_open on chat_conversations (member_id) where status = 'open'`.execute(
    db,
  );

  await withId(db, db.schema.createTable('chat_attachments'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('sender', 'varchar(12)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.references('chat_attachments.id'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('chat_messages_sender', sql`sender in ('member', 'operator')`)
    .execute();
  await db.schema.createIndex('chat_messages_member').on('chat_messages').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  await db.schema
    .createTable('chat_read_marks')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('reader', 'varchar(12)', (c) => c.notNull())
    .addColumn('last_read_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_read_marks_pk', ['conversation_id', 'reader'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_read_marks').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_attachments').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
