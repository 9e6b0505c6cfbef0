import type { ChatMessage, ChatSender } from '@arcadia/contracts';
import { CHAT_ATTACHMENT_PATH } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { countRows } from '../../lib/rows.ts';

type MessageRow = {
  id: number | bigint;
  conversation_id: number | bigint;
  sender: ChatSender;
  text: string;
  created_at: string;
  nickname: string;
  operator_name: string | null;
  attachment_key: string | null;
  attachment_width: number | null;
  attachment_height: number | null;
};

const mapMessage = (r: MessageRow): ChatMessage => ({
  id: Number(r.id),
  conversationId: Number(r.conversation_id),
  sender: r.sender,
  senderName: r.sender === 'operator' ? (r.operator_name ?? '') : r.nickname,
  text: r.text,
  attachment:
    r.attachment_key === null
      ? null
      : {
          url: `${CHAT_ATTACHMENT_PATH}/${r.attachment_key}.webp`,
          width: Number(r.attachment_width),
          height: Number(r.attachment_height),
        },
  timestamp: r.created_at,
});

const messages = (db: DbOrTrx) =>
  db
    .selectFrom('chat_messages as m')
    .innerJoin('members as mb', 'mb.id', 'm.member_id')
    .leftJoin('operators as o', 'o.id', 'm.operator_id')
    .leftJoin('chat_attachments as a', 'a.id', 'm.attachment_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender',
      'm.text',
      'm.created_at',
      'mb.nickname',
      'o.username as operator_name',
      'a.key as attachment_key',
      'a.width as attachment_width',
      'a.height as attachment_height',
    ]);

/** Lines from the other side past the reader's mark, per conversation. */
export const unreadOf = (db: DbOrTrx, reader: ChatSender) => {
  const other: ChatSender = reader === 'member' ? 'operator' : 'member';
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_read_marks as r', (join) =>
      join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.reader', '=', reader),
    )
    .where('m.sender', '=', other)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_id', eb.lit(0))));
};

/** The lines of a conversation, their attachments and who has read how far. */
export const chatMessages = {
  async insertMessage(
    db: DbOrTrx,
    values: {
      conversationId: number;
      memberId: number;
      sender: ChatSender;
      operatorId: number | null;
      text: string;
      attachmentId: number | null;
      now: string;
    },
  ): Promise<ChatMessage> {
    const row = await db
      .insertInto('chat_messages')
      .values({
        conversation_id: values.conversationId,
        member_id: values.memberId,
        sender: values.sender,
        operator_id: values.operatorId,
        text: values.text,
        attachment_id: values.attachmentId,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const preview = values.text.slice(0, 200) || (values.attachmentId ? '[image]' : '');
    await db
      .updateTable('chat_conversations')
      .set({
        last_message: preview,
        updated_at: values.now,
        ...(values.operatorId !== null ? { operator_id: values.operatorId } : {}),
      })
      .where('id', '=', values.conversationId)
      .execute();
    const message = await messages(db).where('m.id', '=', Number(row.id)).executeTakeFirstOrThrow();
    return mapMessage(message);
  },

  async insertAttachment(
    db: DbOrTrx,
    values: { merchantId: number; memberId: number; key: string; bytes: Buffer; width: number; height: number },
  ): Promise<number> {
    const row = await db
      .insertInto('chat_attachments')
      .values({
        merchant_id: values.merchantId,
        member_id: values.memberId,
        key: values.key,
        mime: 'image/webp',
        width: values.width,
        height: values.height,
        bytes: values.bytes,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async attachmentByKey(db: DbOrTrx, merchantId: number, key: string) {
    const row = await db
      .selectFrom('chat_attachments')
      .select(['bytes', 'mime'])
      .where('key', '=', key)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row && { bytes: Buffer.from(row.bytes), mime: row.mime };
  },

  /** A member's lines across all their conversations, the newest `limit` before `beforeId`, oldest first. */
  async memberHistory(db: DbOrTrx, memberId: number, beforeId: number | undefined, limit: number) {
    let query = messages(db).where('m.member_id', '=', memberId);
    if (beforeId) query = query.where('m.id', '<', beforeId);
    const rows = await query
      .orderBy('m.id', 'desc')
      .limit(limit + 1)
      .execute();
    return { list: rows.slice(0, limit).reverse().map(mapMessage), hasMore: rows.length > limit };
  },

  async conversationMessages(db: DbOrTrx, conversationId: number): Promise<ChatMessage[]> {
    const rows = await messages(db).where('m.conversation_id', '=', conversationId).orderBy('m.id').execute();
    return rows.map(mapMessage);
  },

  memberUnread(db: DbOrTrx, memberId: number): Promise<number> {
    return countRows(unreadOf(db, 'member').where('m.member_id', '=', memberId));
  },

  /** Moves `reader`'s mark forward (never back) on each conversation that has lines up to `upTo`. */
  async markRead(db: DbOrTrx, conversationIds: number[], reader: ChatSender, upTo: number): Promise<void> {
    for (const conversationId of conversationIds) {
      await db
        .insertInto('chat_read_marks')
        .values({ conversation_id: conversationId, reader, last_read_id: upTo })
        .onConflict((oc) =>
          oc
            .columns(['conversation_id', 'reader'])
            .doUpdateSet({ last_read_id: upTo })
            .where('chat_read_marks.last_read_id', '<', upTo),
        )
        .execute();
    }
  },
};
