import { sql } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';

/**
 * "BET SETTLED" EVENTS: written by `recordBetChanges` in the settling transaction (so an event
 * exists exactly when its settlement does), delivered to each subscriber in id order — hence in
 * order per member — from that subscriber's cursor.
 *
 * A subscriber handles its events inside the transaction that moves its cursor: what it writes
 * there commits with the cursor or not at all, so a crash anywhere redelivers from the old
 * cursor and nothing is applied twice. Work outside the database (a message, a call) is delivered
 * at least once: make it idempotent on the event id. On PostgreSQL the cursor row is locked for
 * the batch, so two instances never deliver the same event; the durable job runner drives
 * delivery (`play-events.deliver` every 2 s, src/jobs/schedules.ts) and
 * `npm run admin -- events:status` shows the lag and when delivery last ran.
 *
 * Ids are handed out when a transaction inserts its event, not when it commits: on PostgreSQL a
 * settlement holding id 10 may still be open when one holding id 11 commits. A cursor that moved
 * to 11 would skip 10 for ever, so delivery only reads up to a horizon that no open transaction can
 * still write below (`settledHorizon`). SQLite has one writer at a time: ids commit in order.
 */
export type PlayEventKind = 'settled' | 'corrected' | 'rolled_back';

export type PlayEvent = {
  id: number;
  merchantId: number;
  memberId: number;
  betId: number;
  kind: PlayEventKind;
  /** The bet as it now counts and what this change did (strings of minor units). */
  payload: {
    betId: number;
    category: string;
    vendorCode: string;
    day: string;
    hour: string;
    /** Set when a correction moved the bet from this business day to `day`. */
    previousDay?: string;
    stake: string;
    validBet: string;
    payout: string;
    winLoss: string;
    change: { stake: string; validBet: string; payout: string; winLoss: string };
  };
  createdAt: string;
};

export type PlayEventSubscriber = {
  /** Stable name: the cursor is kept under it. */
  name: string;
  handle: (trx: Trx, event: PlayEvent) => Promise<void>;
  /**
   * The same as `handle` for each event in turn, with the batch's writes grouped (once per member
   * and key rather than once per event): delivery uses it when present. It must leave exactly the
   * rows the events handled one by one would.
   */
  handleBatch?: (trx: Trx, events: PlayEvent[]) => Promise<void>;
};

/** A batch's events by brand, each brand's in the batch's order (brands share no reward rows). */
export function eventsByBrand(events: PlayEvent[]): Map<number, PlayEvent[]> {
  const byBrand = new Map<number, PlayEvent[]>();
  for (const event of events) {
    const ofBrand = byBrand.get(event.merchantId);
    if (ofBrand) ofBrand.push(event);
    else byBrand.set(event.merchantId, [event]);
  }
  return byBrand;
}

/**
 * The modules that react to settled bets (promotions, missions, VIP, points, real-time salary,
 * limits) add their subscriber here, through their own port. None yet.
 */
export const PLAY_EVENT_SUBSCRIBERS: PlayEventSubscriber[] = [];

const BATCH = 500;

/** The job kind (and schedule) that delivers the events: src/jobs/schedules.ts registers it. */
export const PLAY_EVENTS_DELIVERY = 'play-events.deliver';

const mapEvent = (r: Record<string, unknown>): PlayEvent => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  betId: Number(r.bet_id),
  kind: r.kind as PlayEventKind,
  payload: JSON.parse(String(r.payload)) as PlayEvent['payload'],
  createdAt: String(r.created_at),
});

async function lockedCursor(trx: Trx, subscriber: string): Promise<number> {
  await trx
    .insertInto('play_event_cursors')
    .values({ subscriber, last_id: 0, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('subscriber').doNothing())
    .execute();
  const row = await sql<{ last_id: string }>`
    select last_id from play_event_cursors where subscriber = ${subscriber}
    ${isPostgres(trx) ? sql`for update` : sql``}`.execute(trx);
  return Number(row.rows[0]!.last_id);
}

/** How long delivery waits for settlements still open below the newest event (then tries next run). */
const HORIZON_WAIT_MS = 3_000;

/**
 * The newest event id below which every event is final (committed or rolled back), or null when
 * open transactions did not finish in time. On PostgreSQL: the newest visible id, read with the
 * transactions of this database that were running then (the snapshot's in-progress list, narrowed
 * to this database's sessions: the snapshot is the whole cluster's, and a long transaction in
 * another database must not hold delivery up); once each of those has ended, no id up to the
 * newest one can still appear. (An event is written after its settlement changed the bet row, so
 * its transaction has an xid by the time it takes an id.) On SQLite every committed id is final.
 */
export async function settledHorizon(db: Db, waitMs = HORIZON_WAIT_MS): Promise<number | null> {
  if (!isPostgres(db as never)) return Number.MAX_SAFE_INTEGER;
  const probe = await sql<{ head: string | null; running: string[] | null }>`
    select (select max(id) from play_events) as head,
      (select array_agg(x::text) from pg_snapshot_xip(pg_current_snapshot()) as x
        where (x::text::bigint % 4294967296)::text::xid in (
          select backend_xid from pg_stat_activity
          where datname = current_database() and backend_xid is not null)) as running`.execute(db);
  const { head, running } = probe.rows[0]!;
  if (head === null) return 0;
  if (!running || running.length === 0) return Number(head);
  for (const deadline = Date.now() + waitMs; ; await new Promise((r) => setTimeout(r, 10))) {
    const now = await sql<{ open: string }>`
      select count(*)::text as open from unnest(${running}::text[]) as x
      where pg_xact_status(x::xid8) = 'in progress'`.execute(db);
    if (now.rows[0]!.open === '0') return Number(head);
    if (Date.now() > deadline) return null;
  }
}

/**
 * Delivers one batch to one subscriber; answers how many events it handled. A batch aborted by
 * PostgreSQL to break a deadlock (subscribers delivered side by side may lock the same member's
 * rows) starts over from the cursor: its writes rolled back with it.
 */
async function deliverBatch(db: DbOrTrx, subscriber: PlayEventSubscriber, horizon: number): Promise<number> {
  return inRetryingTransaction(db, async (trx) => {
    const after = await lockedCursor(trx, subscriber.name);
    const rows = await trx
      .selectFrom('play_events')
      .selectAll()
      .where('id', '>', after)
      .where('id', '<=', horizon)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (subscriber.handleBatch) {
      if (rows.length > 0) await subscriber.handleBatch(trx, rows.map(mapEvent));
    } else for (const row of rows) await subscriber.handle(trx, mapEvent(row));
    if (rows.length > 0)
      await trx
        .updateTable('play_event_cursors')
        .set({ last_id: Number(rows.at(-1)!.id), updated_at: new Date().toISOString() })
        .where('subscriber', '=', subscriber.name)
        .execute();
    return rows.length;
  });
}

/**
 * Delivers every pending event (up to the settled horizon) to every subscriber; answers the count
 * per subscriber. Outside any transaction: the horizon waits for other transactions to end.
 */
export async function deliverPlayEvents(
  db: Db,
  subscribers: PlayEventSubscriber[] = PLAY_EVENT_SUBSCRIBERS,
  options: { waitMs?: number } = {},
): Promise<Record<string, number>> {
  const delivered: Record<string, number> = {};
  if (subscribers.length === 0) return delivered;
  const horizon = await settledHorizon(db, options.waitMs);
  const deliverAll = async (subscriber: PlayEventSubscriber) => {
    let total = 0;
    if (horizon !== null)
      for (let n = await deliverBatch(db, subscriber, horizon); n > 0;) {
        total += n;
        n = n === BATCH ? await deliverBatch(db, subscriber, horizon) : 0;
      }
    delivered[subscriber.name] = total;
  };
  // Each subscriber has its own cursor and transaction: on PostgreSQL they run side by side (each on
  // a connection of its own), so delivery takes as long as the slowest subscriber, not their sum.
  // SQLite has one connection and one writer: one after another.
  if (isPostgres(db)) await Promise.all(subscribers.map(deliverAll));
  else for (const subscriber of subscribers) await deliverAll(subscriber);
  return delivered;
}

export type SubscriberLag = { subscriber: string; lastId: number; pending: number; oldestPendingAt: string | null };

/** The newest event and how far behind each subscriber is (those in the list and any with a cursor). */
export async function playEventsStatus(db: DbOrTrx, subscribers: PlayEventSubscriber[] = PLAY_EVENT_SUBSCRIBERS) {
  const head = await db
    .selectFrom('play_events')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.countAll().as('n')])
    .executeTakeFirst();
  const cursors = await db.selectFrom('play_event_cursors').selectAll().orderBy('subscriber').execute();
  const names = [...new Set([...subscribers.map((s) => s.name), ...cursors.map((c) => c.subscriber)])].sort();
  const lags: SubscriberLag[] = [];
  for (const name of names) {
    const lastId = Number(cursors.find((c) => c.subscriber === name)?.last_id ?? 0);
    const pending = await db
      .selectFrom('play_events')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('id', '>', lastId)
      .executeTakeFirst();
    lags.push({
      subscriber: name,
      lastId,
      pending: Number(pending?.n ?? 0),
      oldestPendingAt: (pending?.oldest as string | null | undefined) ?? null,
    });
  }
  return { headId: Number(head?.id ?? 0), events: Number(head?.n ?? 0), subscribers: lags };
}
