import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { inChunks } from '../../db/chunks.ts';

/**
 * The rows a batch of settled bets reads and writes at once (bet-tickets.usecases.ts): counted
 * sources, entries and tickets, a statement or a few per batch instead of several per event.
 */
export type EntryState = {
  raffleId: number;
  memberId: number;
  turnover: Minor;
  deposits: Minor;
  tickets: number;
  granted: number;
  updatedAt: string;
};
export type NewTicket = { raffleId: number; memberId: number; earnedAt: string };

export const entryKeyOf = (raffleId: number, memberId: number) => `${raffleId}:${memberId}`;

/** Rows or keys per statement (db/chunks.ts). */
const CHUNK = 200;

export const betTicketsRepository = {
  /** Marks each source counted for its raffle; answers `raffleId:key` of those not counted before. */
  async markCountedAt(db: DbOrTrx, marks: { raffleId: number; key: string; at: string }[]): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (const part of inChunks(marks, CHUNK)) {
      const inserted = await db
        .insertInto('raffle_counted')
        .values(part.map((m) => ({ raffle_id: m.raffleId, source_key: m.key, counted_at: m.at })))
        .onConflict((oc) => oc.columns(['raffle_id', 'source_key']).doNothing())
        .returning(['raffle_id', 'source_key'])
        .execute();
      for (const r of inserted) fresh.add(`${Number(r.raffle_id)}:${r.source_key}`);
    }
    return fresh;
  },

  /**
   * The entries of these raffles and members, made on first use (in the order given, as event
   * by event) and locked for the batch on PostgreSQL: deposits and granted tickets add to them
   * in transactions of their own.
   */
  async lockedEntries(
    db: DbOrTrx,
    merchantId: number,
    firstUse: { raffleId: number; memberId: number; at: string }[],
  ): Promise<Map<string, EntryState>> {
    for (const part of inChunks(firstUse, CHUNK))
      await db
        .insertInto('raffle_entries')
        .values(
          part.map((e) => ({
            merchant_id: merchantId,
            raffle_id: e.raffleId,
            member_id: e.memberId,
            updated_at: e.at,
          })),
        )
        .onConflict((oc) => oc.columns(['raffle_id', 'member_id']).doNothing())
        .execute();
    const found = new Map<string, EntryState>();
    if (firstUse.length === 0) return found;
    const wanted = new Set(firstUse.map((e) => entryKeyOf(e.raffleId, e.memberId)));
    let query = db
      .selectFrom('raffle_entries')
      .select(['raffle_id', 'member_id', 'turnover', 'deposits', 'tickets', 'granted', 'updated_at'])
      .where('raffle_id', 'in', [...new Set(firstUse.map((e) => e.raffleId))])
      .where('member_id', 'in', [...new Set(firstUse.map((e) => e.memberId))])
      .orderBy('id');
    if (isPostgres(db)) query = query.forUpdate();
    for (const r of await query.execute()) {
      const key = entryKeyOf(Number(r.raffle_id), Number(r.member_id));
      if (!wanted.has(key)) continue;
      found.set(key, {
        raffleId: Number(r.raffle_id),
        memberId: Number(r.member_id),
        turnover: toMinor(r.turnover),
        deposits: toMinor(r.deposits),
        tickets: Number(r.tickets),
        granted: Number(r.granted),
        updatedAt: r.updated_at,
      });
    }
    return found;
  },

  /** Writes the entries as the batch left them (locked since read: nothing else changed them). */
  async writeEntries(db: DbOrTrx, entries: EntryState[]): Promise<void> {
    for (const e of entries)
      await db
        .updateTable('raffle_entries')
        .set({ turnover: e.turnover.toString(), tickets: e.tickets, updated_at: e.updatedAt })
        .where('raffle_id', '=', e.raffleId)
        .where('member_id', '=', e.memberId)
        .execute();
  },

  /**
   * Numbers the batch's tickets of one raffle in the order given, as issueTickets would one
   * issue after another; false (and nothing issued) when the raffle is no longer open.
   */
  async issueInOrder(db: DbOrTrx, raffle: { id: number; merchantId: number }, tickets: NewTicket[]): Promise<boolean> {
    const moved = await db
      .updateTable('raffles')
      .set({ tickets_issued: sql`tickets_issued + ${tickets.length}` })
      .where('id', '=', raffle.id)
      .where('status', '=', 'open')
      .returning('tickets_issued')
      .executeTakeFirst();
    if (!moved) return false;
    const first = Number(moved.tickets_issued) - tickets.length + 1;
    const rows = tickets.map((t, i) => ({
      merchant_id: raffle.merchantId,
      raffle_id: raffle.id,
      member_id: t.memberId,
      number: first + i,
      source: 'turnover',
      earned_at: t.earnedAt,
    }));
    for (const part of inChunks(rows, CHUNK)) await db.insertInto('raffle_tickets').values(part).execute();
    return true;
  },
};
