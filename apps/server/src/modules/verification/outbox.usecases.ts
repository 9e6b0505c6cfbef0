import type { DbOrTrx } from '../../db/schema.ts';
import { outboxRepository, type OutboxChannel, type OutboxMessage } from './outbox.repository.ts';

export type { OutboxChannel, OutboxMessage };

/** What the outbox providers queued, newest first (`npm run admin -- outbox`). */
export async function listOutbox(
  db: DbOrTrx,
  filter: { channel?: OutboxChannel; recipient?: string; limit: number },
): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit)), 1000);
  return outboxRepository.list(db, { ...filter, limit });
}
