import { sql, type Insertable, type Selectable } from 'kysely';
import type { RafflePrizeInput } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { Raffle, RaffleEntry, RafflePrize } from './raffles.model.ts';
import type { RafflePrizesTable, RafflesTable } from './raffles.tables.ts';

const optionalMinor = (v: unknown) => (v === null || v === undefined ? null : toMinor(v));

const mapRaffle = (r: Selectable<RafflesTable>): Raffle => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  activityId: Number(r.activity_id),
  drawAt: r.draw_at,
  claimUntil: r.claim_until,
  perTurnover: optionalMinor(r.per_turnover),
  perDeposit: optionalMinor(r.per_deposit),
  maxPerMember: r.max_per_member === null ? null : Number(r.max_per_member),
  prizes: JSON.parse(r.prizes) as RafflePrizeInput[],
  seed: r.seed,
  seedHash: r.seed_hash,
  status: r.status as Raffle['status'],
  ticketsIssued: Number(r.tickets_issued),
  drawnAt: r.drawn_at,
  createdAt: r.created_at,
});

const mapPrize = (r: Selectable<RafflePrizesTable>): RafflePrize => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  raffleId: Number(r.raffle_id),
  rank: Number(r.rank),
  ticket: Number(r.ticket),
  memberId: Number(r.member_id),
  kind: r.kind as RafflePrize['kind'],
  amount: toMinor(r.amount),
  points: Number(r.points),
  multiple: Number(r.multiple),
  expiryDays: Number(r.expiry_days),
  state: r.state as RafflePrize['state'],
  claimUntil: r.claim_until,
  claimedAt: r.claimed_at,
  participationId: r.participation_id === null ? null : Number(r.participation_id),
});

/** The raffles' rows: raffles, members' entries and tickets, counted sources, drawn prizes. */
export const rafflesRepository = {
  async insertRaffle(db: DbOrTrx, row: Insertable<RafflesTable>): Promise<number> {
    const inserted = await db.insertInto('raffles').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  async raffle(db: DbOrTrx, merchantId: number, id: number): Promise<Raffle | null> {
    const row = await db
      .selectFrom('raffles')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? mapRaffle(row) : null;
  },

  async byActivity(db: DbOrTrx, merchantId: number, activityId: number): Promise<Raffle | null> {
    const row = await db
      .selectFrom('raffles')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
    return row ? mapRaffle(row) : null;
  },

  async raffles(db: DbOrTrx, merchantId: number | null, status?: Raffle['status']): Promise<Raffle[]> {
    let q = db.selectFrom('raffles').selectAll();
    if (merchantId !== null) q = q.where('merchant_id', '=', merchantId);
    if (status) q = q.where('status', '=', status);
    return (await q.orderBy('id', 'desc').execute()).map(mapRaffle);
  },

  /** Open raffles due for their draw, oldest first. */
  async dueIds(db: DbOrTrx, now: Date): Promise<number[]> {
    const rows = await db
      .selectFrom('raffles')
      .select('id')
      .where('status', '=', 'open')
      .where('draw_at', '<=', now.toISOString())
      .orderBy('draw_at')
      .execute();
    return rows.map((r) => Number(r.id));
  },

  /** Marks a source counted for a raffle; false when it was counted already. */
  async markCounted(db: DbOrTrx, raffleId: number, sourceKey: string, at: string): Promise<boolean> {
    const result = await db
      .insertInto('raffle_counted')
      .values({ raffle_id: raffleId, source_key: sourceKey, counted_at: at })
      .onConflict((oc) => oc.columns(['raffle_id', 'source_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  },

  /** Adds to a member's totals (creating the entry) and answers them afterwards, the row locked. */
  async addToEntry(
    db: DbOrTrx,
    key: { merchantId: number; raffleId: number; memberId: number },
    add: { turnover: Minor; deposits: Minor },
    at: string,
  ): Promise<RaffleEntry & { id: number }> {
    await db
      .insertInto('raffle_entries')
      .values({ merchant_id: key.merchantId, raffle_id: key.raffleId, member_id: key.memberId, updated_at: at })
      .onConflict((oc) => oc.columns(['raffle_id', 'member_id']).doNothing())
      .execute();
    const row = await db
      .updateTable('raffle_entries')
      .set({
        turnover: sql`turnover + ${add.turnover.toString()}`,
        deposits: sql`deposits + ${add.deposits.toString()}`,
        updated_at: at,
      })
      .where('raffle_id', '=', key.raffleId)
      .where('member_id', '=', key.memberId)
      .returning(['id', 'turnover', 'deposits', 'tickets', 'granted'])
      .executeTakeFirstOrThrow();
    return {
      id: Number(row.id),
      turnover: toMinor(row.turnover),
      deposits: toMinor(row.deposits),
      tickets: Number(row.tickets),
      granted: Number(row.granted),
    };
  },

  async entry(db: DbOrTrx, raffleId: number, memberId: number): Promise<RaffleEntry | null> {
    const row = await db
      .selectFrom('raffle_entries')
      .select(['turnover', 'deposits', 'tickets', 'granted'])
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row
      ? {
          turnover: toMinor(row.turnover),
          deposits: toMinor(row.deposits),
          tickets: Number(row.tickets),
          granted: Number(row.granted),
        }
      : null;
  },

  /**
   * Issues `count` tickets to a member: the raffle's counter moves first (a row lock on
   * PostgreSQL), so numbers are consecutive and never shared; the member's entry counts them.
   */
  async issueTickets(
    db: DbOrTrx,
    raffle: { id: number; merchantId: number },
    entryId: number,
    memberId: number,
    count: number,
    source: 'turnover' | 'deposit' | 'promotion',
    at: string,
  ): Promise<number[]> {
    const moved = await db
      .updateTable('raffles')
      .set({ tickets_issued: sql`tickets_issued + ${count}` })
      .where('id', '=', raffle.id)
      .where('status', '=', 'open')
      .returning('tickets_issued')
      .executeTakeFirst();
    if (!moved) return [];
    const last = Number(moved.tickets_issued);
    const numbers = Array.from({ length: count }, (_, i) => last - count + 1 + i);
    await db
      .insertInto('raffle_tickets')
      .values(
        numbers.map((number) => ({
          merchant_id: raffle.merchantId,
          raffle_id: raffle.id,
          member_id: memberId,
          number,
          source,
          earned_at: at,
        })),
      )
      .execute();
    await db
      .updateTable('raffle_entries')
      .set({
        tickets: sql`tickets + ${count}`,
        ...(source === 'promotion' ? { granted: sql`granted + ${count}` } : {}),
      })
      .where('id', '=', entryId)
      .execute();
    return numbers;
  },

  async ticketNumbers(db: DbOrTrx, raffleId: number, memberId: number, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('raffle_tickets')
      .select('number')
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .orderBy('number')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.number));
  },

  /** The holders of the given ticket numbers. */
  async holders(db: DbOrTrx, raffleId: number, numbers: number[]): Promise<Map<number, number>> {
    if (numbers.length === 0) return new Map();
    const rows = await db
      .selectFrom('raffle_tickets')
      .select(['number', 'member_id'])
      .where('raffle_id', '=', raffleId)
      .where('number', 'in', numbers)
      .execute();
    return new Map(rows.map((r) => [Number(r.number), Number(r.member_id)]));
  },

  /** Tickets per member, most first (the console's view). */
  async entries(db: DbOrTrx, raffleId: number) {
    const rows = await db
      .selectFrom('raffle_tickets as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select(['m.username', (eb) => eb.fn.countAll<string>().as('tickets'), (eb) => eb.fn.min('t.number').as('first')])
      .where('t.raffle_id', '=', raffleId)
      .groupBy(['t.member_id', 'm.username'])
      .orderBy('tickets', 'desc')
      .limit(500)
      .execute();
    return rows.map((r) => ({ username: r.username, tickets: Number(r.tickets), first: Number(r.first) }));
  },

  /** Open → drawn, once: false when another pass drew it first. */
  async markDrawn(db: DbOrTrx, raffleId: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('raffles')
      .set({ status: 'drawn', drawn_at: at })
      .where('id', '=', raffleId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async insertPrizes(db: DbOrTrx, rows: Insertable<RafflePrizesTable>[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('raffle_prizes').values(rows).execute();
  },

  async prizes(db: DbOrTrx, raffleId: number): Promise<RafflePrize[]> {
    const rows = await db
      .selectFrom('raffle_prizes')
      .selectAll()
      .where('raffle_id', '=', raffleId)
      .orderBy('rank')
      .execute();
    return rows.map(mapPrize);
  },

  async prize(db: DbOrTrx, id: number): Promise<RafflePrize | null> {
    const row = await db.selectFrom('raffle_prizes').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? mapPrize(row) : null;
  },

  async prizesOf(db: DbOrTrx, merchantId: number, memberId: number): Promise<RafflePrize[]> {
    const rows = await db
      .selectFrom('raffle_prizes')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(mapPrize);
  },

  /** Claimable → claimed before its deadline, once (a conditional write): false when taken or lapsed. */
  async takePrize(db: DbOrTrx, id: number, memberId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('raffle_prizes')
      .set({ state: 'claimed', claimed_at: now })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('state', '=', 'claimable')
      .where('claim_until', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async setParticipation(db: DbOrTrx, id: number, participationId: number): Promise<void> {
    await db.updateTable('raffle_prizes').set({ participation_id: participationId }).where('id', '=', id).execute();
  },

  /** Claimable prizes past their deadline lapse: answers how many. */
  async expirePrizes(db: DbOrTrx, now: Date): Promise<number> {
    const result = await db
      .updateTable('raffle_prizes')
      .set({ state: 'expired' })
      .where('state', '=', 'claimable')
      .where('claim_until', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Every claimed money prize with its participation (the ledger check). */
  async claimedPrizes(db: DbOrTrx) {
    const rows = await db.selectFrom('raffle_prizes').selectAll().where('state', '=', 'claimed').execute();
    return rows.map(mapPrize);
  },
};

/**
 * The open raffles of a brand with their activity's earning window: read with the activity row it
 * belongs to (the promotion is the raffle's public face: its status and times rule earning).
 */
export async function openRafflesWithWindow(db: DbOrTrx, merchantId: number) {
  const rows = await db
    .selectFrom('raffles as r')
    .innerJoin('promo_activities as a', 'a.id', 'r.activity_id')
    .selectAll('r')
    .select(['a.starts_at', 'a.ends_at', 'a.status as activity_status'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.status', '=', 'open')
    .execute();
  return rows.map((r) => ({
    raffle: mapRaffle(r),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    active: r.activity_status === 'active',
  }));
}

/** The titles of raffle promotions per language (their activity's content). */
export async function activityTitles(db: DbOrTrx, activityIds: number[]): Promise<Map<number, Record<string, string>>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('promo_activities')
    .select(['id', 'content'])
    .where('id', 'in', activityIds)
    .execute();
  return new Map(
    rows.map((r) => {
      const content = JSON.parse(r.content) as Record<string, { title?: string }>;
      return [Number(r.id), Object.fromEntries(Object.entries(content).map(([lang, t]) => [lang, t.title ?? '']))];
    }),
  );
}
