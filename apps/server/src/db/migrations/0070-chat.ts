import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Customer-service chat. `chat_conversations`: one per member at a time while open, in the queue
 * fixed when it opened (vip for club rank above 4), with the operator who last answered.
 * `chat_messages`: every line, from the member or an operator, with an optional attachment.
 * `chat_attachments`: images as re-encoded on upload, reached by an unguessable key.
 * `chat_read_marks`: how far each side (member, operator) has read each conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    chat_conversations: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        queue: 'varchar(12) not null',
        status: 'varchar(12) not null',
        operator_id: 'integer references operators.id',
        last_message: "varchar(200) not null default ''",
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
        closed_at: 'varchar(40)',
      },
      checks: {
        chat_conversations_queue: "queue in ('normal', 'vip')",
        chat_conversations_status: "status in ('open', 'closed')",
      },
      indexes: {
        chat_conversations_queue: '(status, queue, updated_at)',
        chat_conversations_member: '(member_id)',
        // At most one open conversation per member, whatever races two first lines run.
        chat_conversations_one_open: "unique (member_id) where status = 'open'",
      },
    },
    chat_attachments: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        key: 'varchar(64) not null unique',
        mime: 'varchar(40) not null',
        width: 'integer not null',
        height: 'integer not null',
        bytes: 'blob not null',
        created_at: 'varchar(40) not null',
      },
    },
    chat_messages: {
      columns: {
        id: 'serial primary key',
        conversation_id: 'integer not null references chat_conversations.id',
        member_id: 'integer not null references members.id',
        sender: 'varchar(12) not null',
        operator_id: 'integer references operators.id',
        text: 'text not null',
        attachment_id: 'integer references chat_attachments.id',
        created_at: 'varchar(40) not null',
      },
      checks: {
        chat_messages_sender: "sender in ('member', 'operator')",
      },
      indexes: {
        chat_messages_member: '(member_id, id)',
        chat_messages_conversation: '(conversation_id, id)',
      },
    },
    chat_read_marks: {
      columns: {
        conversation_id: 'integer not null references chat_conversations.id',
        reader: 'varchar(12) not null',
        last_read_id: 'integer not null',
      },
      primaryKey: ['conversation_id', 'reader'],
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['chat_read_marks', 'chat_messages', 'chat_attachments', 'chat_conversations']);
}
