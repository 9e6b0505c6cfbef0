import { sql } from 'kysely';
import type { ChatConversation, ChatQueue } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { chatMessages, unreadOf } from './chat-messages.repository.ts';

export type ConversationRow = {
  id: number;
  merchantId: number;
  memberId: number;
  queue: ChatQueue;
  status: 'open' | 'closed';
};

const conversations = (db: DbOrTrx) =>
  db.selectFrom('chat_conversations').select(['id', 'merchant_id', 'member_id', 'queue', 'status']);

export const chatRepository = {
  async openConversationOf(db: DbOrTrx, memberId: number): Promise<ConversationRow | undefined> {
    const row = await conversations(db)
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row && toConversation(row);
  },

  async conversationById(db: DbOrTrx, id: number): Promise<ConversationRow | undefined> {
    const row = await conversations(db).where('id', '=', id).executeTakeFirst();
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
        unreadOf(db, 'operator')
          .where('m.conversation_id', '=', eb.ref('c.id'))
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

  ...chatMessages,
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
