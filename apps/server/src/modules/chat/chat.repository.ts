import { sql } from 'kysely';
import type { ChatConversation, ChatMessage, ChatQueue, ChatSender } from '@arcadia/contracts';
import { CHAT_ATTACHMENT_PATH } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';

export type ConversationRow = {
  id: number;
  merchantId: number;
  memberId: number;
  queue: ChatQueue;
  status: 'open' | 'closed';
};

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
const unreadOf = (db: DbOrTrx, reader: ChatSender) => {
  const other: ChatSender = reader === 'member' ? 'operator' : 'member';
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_read_marks as r', (join) =>
      join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.reader', '=', reader),
    )
    .where('m.sender', '=', other)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_id', eb.lit(0))));
};

export const chatRepository = {
  async openConversationOf(db: DbOrTrx, memberId: number): Promise<ConversationRow | undefined> {
    const row = await db
      .selectFrom('chat_conversations')
      .select(['id', 'merchant_id', 'member_id', 'queue', 'status'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row && toConversation(row);
  },

  async conversationById(db: DbOrTrx, id: number): Promise<ConversationRow | undefined> {
    const row = await db
      .selectFrom('chat_conversations')
      .select(['id', 'merchant_id', 'member_id', 'queue', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toConversation(row);
  },

  /** Opens one unless one is open already (the partial unique index settles a race). */
  async openConversation(db: DbOrTrx, values: { merchantId: number; memberId: number; queue: ChatQueue; now: string }) {
    await db
      .insertInto('chat_conversations')
      .values({
        merchant_id: values.merchantId,
        member_id: values.memberId,
        queue: values.queue,
        status: 'open',
        operator_id: null,
        created_at: values.now,
        updated_at: values.now,
        closed_at: null,
      })
      // The index predicate written as a literal: SQLite matches a partial index only by its text.
      .onConflict((oc) =>
        oc
          .column('member_id')
          .where(sql<boolean>`status = 'open'`)
          .doNothing(),
      )
      .execute();
    const open = await chatRepository.openConversationOf(db, values.memberId);
    if (!open) throw new Error('chat conversation vanished while opening');
    return open;
  },

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

  async memberUnread(db: DbOrTrx, memberId: number): Promise<number> {
    const row = await unreadOf(db, 'member')
      .where('m.member_id', '=', memberId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
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

  async memberConversationIds(db: DbOrTrx, memberId: number): Promise<number[]> {
    const rows = await db.selectFrom('chat_conversations').select('id').where('member_id', '=', memberId).execute();
    return rows.map((r) => Number(r.id));
  },

  async close(db: DbOrTrx, id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('chat_conversations')
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The operators' list: conversations of the given queues (and brand, unless null), latest first. */
  async list(
    db: DbOrTrx,
    filter: { queues: ChatQueue[]; status?: 'open' | 'closed'; merchantId: number | null; id?: number },
  ): Promise<ChatConversation[]> {
    let query = db
      .selectFrom('chat_conversations as c')
      .innerJoin('members as mb', 'mb.id', 'c.member_id')
      .leftJoin('operators as o', 'o.id', 'c.operator_id')
      .select([
        'c.id',
        'c.queue',
        'c.status',
        'c.member_id',
        'mb.nickname',
        'o.username as operator_name',
        'c.last_message',
        'c.updated_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('chat_messages as m')
          .leftJoin('chat_read_marks as r', (join) =>
            join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.reader', '=', 'operator'),
          )
          .whereRef('m.conversation_id', '=', 'c.id')
          .where('m.sender', '=', 'member')
          .where((e) => e('m.id', '>', e.fn.coalesce('r.last_read_id', e.lit(0))))
          .select((e) => e.fn.countAll().as('n'))
          .as('unread'),
      )
      .where('c.queue', 'in', filter.queues);
    if (filter.status) query = query.where('c.status', '=', filter.status);
    if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
    if (filter.merchantId !== null) query = query.where('c.merchant_id', '=', filter.merchantId);
    const rows = await query.orderBy('c.updated_at', 'desc').limit(200).execute();
    return rows.map((r) => ({
      id: Number(r.id),
      queue: r.queue,
      status: r.status,
      memberId: Number(r.member_id),
      memberName: r.nickname,
      operatorName: r.operator_name,
      unread: Number(r.unread ?? 0),
      lastMessage: r.last_message,
      updatedAt: r.updated_at,
    }));
  },
};

function toConversation(row: {
  id: number;
  merchant_id: number;
  member_id: number;
  queue: ChatQueue;
  status: 'open' | 'closed';
}): ConversationRow {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    memberId: Number(row.member_id),
    queue: row.queue,
    status: row.status,
  };
}
