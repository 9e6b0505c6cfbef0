import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { LineStatus, LotteryLinesTable } from './lottery.tables.ts';
import { isPostgres } from '../../db/dialect.ts';
import { lotteryChases } from './chases.repository.ts';
import { mapLine, type StoredLine } from './line-rows.ts';

export type { StoredLine } from './line-rows.ts';

/** A sum over the open lines on one pick of one issue (of one member, if named). */
async function sumOfOpen(
  db: DbOrTrx,
  column: 'payout_per_hit' | 'cost',
  on: { issueId: number; betType: string; pick: string; memberId?: number },
): Promise<Minor> {
  let query = db
    .selectFrom('lottery_lines')
    .select((eb) => eb.fn.sum<string | number | null>(column).as('total'))
    .where('issue_id', '=', on.issueId)
    .where('bet_type', '=', on.betType)
    .where('pick', '=', on.pick)
    .where('status', '=', 'open');
  if (on.memberId !== undefined) query = query.where('member_id', '=', on.memberId);
  return toMinor((await query.executeTakeFirst())?.total ?? 0);
}

/** Lines joined to their issue (as l and i). */
const linesWithIssue = (db: DbOrTrx) =>
  db.selectFrom('lottery_lines as l').innerJoin('lottery_issues as i', 'i.id', 'l.issue_id');

export const linesRepository = {
  ...lotteryChases,

  async insert(db: DbOrTrx, row: Insertable<LotteryLinesTable>): Promise<number> {
    const { id } = await db.insertInto('lottery_lines').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  },

  /** What the brand would owe on one pick of one issue if it hit once, across all open lines. */
  exposure: (db: DbOrTrx, issueId: number, betType: string, pick: string): Promise<Minor> =>
    sumOfOpen(db, 'payout_per_hit', { issueId, betType, pick }),

  /** What one member has staked (line costs) on one pick of one issue, open lines only. */
  memberStake: (db: DbOrTrx, issueId: number, memberId: number, betType: string, pick: string): Promise<Minor> =>
    sumOfOpen(db, 'cost', { issueId, betType, pick, memberId }),

  /** The next open lines of an issue in id order, after the line `after` (0: from the first). */
  async openBatch(db: DbOrTrx, issueId: number, limit: number, after = 0): Promise<StoredLine[]> {
    const rows = await db
      .selectFrom('lottery_lines')
      .selectAll()
      .where('issue_id', '=', issueId)
      .where('status', '=', 'open')
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(mapLine);
  },

  /**
   * The lines the named members hold on one issue and still play (open, won or lost; not taken
   * back): what valid-bet rule 4 weighs one member's opposite lines over, whichever batch settles them.
   */
  async playingLinesOf(db: DbOrTrx, issueId: number, memberIds: number[]) {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('lottery_lines')
      .select(['id', 'member_id', 'bet_type', 'pick', 'cost'])
      .where('issue_id', '=', issueId)
      .where('member_id', 'in', memberIds)
      .where('status', 'in', ['open', 'won', 'lost'])
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      betType: r.bet_type,
      pick: r.pick,
      cost: toMinor(r.cost),
    }));
  },

  /** Moves a line out of `open` once; false when another settlement or a cancel got there first. */
  async close(
    db: DbOrTrx,
    id: number,
    change: { status: Exclude<LineStatus, 'open'>; hits?: number; payout?: Minor },
  ): Promise<boolean> {
    const updated = await db
      .updateTable('lottery_lines')
      .set({
        status: change.status,
        hits: change.hits ?? 0,
        payout: (change.payout ?? 0n).toString(),
        settled_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  },

  /**
   * Moves many lines out of `open` with their outcome (won or lost by hits), losers in one
   * statement and winners in another; answers the ids this call moved — a line another
   * settlement or a cancel took is not among them.
   */
  async closeSettled(db: DbOrTrx, outcomes: { id: number; hits: number; payout: Minor }[]): Promise<number[]> {
    const settledAt = new Date().toISOString();
    if (isPostgres(db)) return closeSettledOnPostgres(db, outcomes, settledAt);
    const close = async (ids: number[], values: Record<string, unknown>) => {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('lottery_lines')
        .set({ ...values, settled_at: settledAt })
        .where('id', 'in', ids)
        .where('status', '=', 'open')
        .returning('id')
        .execute();
      return rows.map((r) => Number(r.id));
    };
    const won = outcomes.filter((o) => o.hits > 0);
    // A CASE over the winners only: evaluated per updated row, it must stay short.
    // Cast, or PostgreSQL types the untyped parameters as text.
    const byWinner = (value: (o: (typeof won)[number]) => string | number, type: 'integer' | 'bigint') =>
      sql`cast(case id ${sql.join(
        won.map((o) => sql`when ${o.id} then ${value(o)}`),
        sql` `,
      )} end as ${sql.raw(type)})`;
    return [
      ...(await close(
        outcomes.filter((o) => o.hits === 0).map((o) => o.id),
        { status: 'lost', hits: 0, payout: '0' },
      )),
      ...(await close(
        won.map((o) => o.id),
        {
          status: 'won',
          hits: byWinner((o) => o.hits, 'integer'),
          payout: byWinner((o) => o.payout.toString(), 'bigint'),
        },
      )),
    ];
  },

  /** Lines placed per game since a time: what "popular" counts. */
  async countsByGameSince(db: DbOrTrx, merchantId: number, since: Date): Promise<Map<string, number>> {
    const rows = await linesWithIssue(db)
      .select(['i.game_code', (e) => e.fn.countAll<string | number>().as('n')])
      .where('l.merchant_id', '=', merchantId)
      .where('l.created_at', '>=', since.toISOString())
      .groupBy('i.game_code')
      .execute();
    return new Map(rows.map((r) => [r.game_code, Number(r.n)]));
  },

  /** The games a member bet on, latest first. */
  async recentGameCodes(db: DbOrTrx, memberId: number, limit: number): Promise<string[]> {
    const rows = await linesWithIssue(db)
      .select(['i.game_code', (e) => e.fn.max('l.id').as('latest')])
      .where('l.member_id', '=', memberId)
      .groupBy('i.game_code')
      .orderBy('latest', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.game_code);
  },

  async find(db: DbOrTrx, id: number): Promise<StoredLine | undefined> {
    const row = await db.selectFrom('lottery_lines').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? mapLine(row) : undefined;
  },

  /** A chase's lines still open on issues not yet drawn: what a stop refunds. */
  async openChaseLines(db: DbOrTrx, chaseId: number): Promise<StoredLine[]> {
    const rows = await linesWithIssue(db)
      .selectAll('l')
      .where('l.chase_id', '=', chaseId)
      .where('l.status', '=', 'open')
      .where('i.state', '=', 'pending')
      // One order for every refunder, so two never wait on each other's rows crosswise.
      .orderBy('l.id')
      .execute();
    return rows.map(mapLine);
  },

  async ofMember(db: DbOrTrx, memberId: number, gameCode: string | undefined, limit: number, offset: number) {
    let query = linesWithIssue(db)
      .selectAll('l')
      .select(['i.game_code', 'i.numero', 'i.state as issue_state', 'i.closes_at'])
      .where('l.member_id', '=', memberId);
    if (gameCode) query = query.where('i.game_code', '=', gameCode);
    const rows = await query.orderBy('l.id', 'desc').limit(limit).offset(offset).execute();
    return rows.map((r) => ({
      ...mapLine(r),
      gameCode: r.game_code,
      numero: r.numero,
      issueState: r.issue_state,
      closesAt: r.closes_at,
    }));
  },
};

/** `closeSettled` on PostgreSQL: winners and losers in one statement over arrays, whatever the batch size. */
async function closeSettledOnPostgres(
  db: DbOrTrx,
  outcomes: { id: number; hits: number; payout: Minor }[],
  settledAt: string,
): Promise<number[]> {
  if (outcomes.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    update lottery_lines l set
      status = case when v.hits > 0 then 'won' else 'lost' end, hits = v.hits, payout = v.payout, settled_at = ${settledAt}
    from unnest(
      ${outcomes.map((o) => o.id)}::bigint[], ${outcomes.map((o) => o.hits)}::integer[],
      ${outcomes.map((o) => o.payout.toString())}::bigint[]
    ) as v(id, hits, payout)
    where l.id = v.id and l.status = 'open'
    returning l.id`.execute(db);
  return rows.map((r) => Number(r.id));
}
