import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { countRows, updateRows } from '../../lib/rows.ts';
import type { InboxMessagesTable } from './inbox.tables.ts';

export type StoredMessage = {
  id: number;
  template: string;
  title: string;
  body: string;
  params: Record<string, string>;
  readAt: string | null;
  createdAt: string;
};

function mapMessage(row: Selectable<InboxMessagesTable>): StoredMessage {
  return {
    id: Number(row.id),
    template: row.template,
    title: row.title,
    body: row.body,
    params: JSON.parse(row.params) as Record<string, string>,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

export const inboxRepository = {
  /** The recipient's language and the brand's name and currency, for rendering a notification. */
  async recipient(db: DbOrTrx, merchantId: number, memberId: number) {
    return db
      .selectFrom('members as m')
      .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
      .select(['m.language', 'b.name', 'b.currency'])
      .where('m.id', '=', memberId)
      .where('m.merchant_id', '=', merchantId)
      .executeTakeFirst();
  },

  async insert(db: DbOrTrx, values: Omit<InboxMessagesTable, 'id' | 'read_at'>): Promise<number> {
    const row = await db
      .insertInto('inbox_messages')
      .values({ ...values, read_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async page(db: DbOrTrx, memberId: number, limit: number, offset: number): Promise<StoredMessage[]> {
    const rows = await db
      .selectFrom('inbox_messages')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(mapMessage);
  },

  async counts(db: DbOrTrx, memberId: number): Promise<{ total: number; unread: number }> {
    const row = await db
      .selectFrom('inbox_messages')
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count('id').filterWhere('read_at', 'is', null).as('unread')])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread) };
  },

  unreadCount(db: DbOrTrx, memberId: number): Promise<number> {
    return countRows(db.selectFrom('inbox_messages').where('member_id', '=', memberId).where('read_at', 'is', null));
  },

  /** Marks one message (or, with id null, all) read; returns how many changed. */
  markRead(db: DbOrTrx, memberId: number, id: number | null, now: string): Promise<number> {
    return updateRows(
      db,
      'inbox_messages',
      { member_id: memberId, read_at: null, id: id ?? undefined },
      { read_at: now },
    );
  },

  async exists(db: DbOrTrx, memberId: number, id: number): Promise<boolean> {
    return Boolean(
      await db
        .selectFrom('inbox_messages')
        .select('id')
        .where('member_id', '=', memberId)
        .where('id', '=', id)
        .executeTakeFirst(),
    );
  },
};
