import type { DbOrTrx } from '../../db/schema.ts';

export type OutboxChannel = 'sms' | 'email';

export type OutboxMessage = {
  id: number;
  merchantId: number | null;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  provider: string;
  createdAt: string;
};

export const outboxRepository = {
  async insert(db: DbOrTrx, message: Omit<OutboxMessage, 'id'>): Promise<number> {
    const row = await db
      .insertInto('outbox_messages')
      .values({
        merchant_id: message.merchantId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        provider: message.provider,
        created_at: message.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** Newest first. */
  async list(
    db: DbOrTrx,
    filter: { channel?: OutboxChannel; recipient?: string; limit: number },
  ): Promise<OutboxMessage[]> {
    let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(filter.limit);
    if (filter.channel) query = query.where('channel', '=', filter.channel);
    if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: Number(row.id),
      merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      provider: row.provider,
      createdAt: row.created_at,
    }));
  },
};
