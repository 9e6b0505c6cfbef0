import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Leaderboard, Standing } from './missions.model.ts';
import { missionsRepository } from './missions.repository.ts';
import type { MissionLeaderboardsTable } from './missions.tables.ts';

const { mapLeaderboard } = missionsRepository;

/** Leaderboards, their scores per period, and each period's settlement and prizes. */
export const leaderboardRepository = {
  async leaderboards(db: DbOrTrx, merchantId: number | null, onlyActive: boolean): Promise<Leaderboard[]> {
    let q = db.selectFrom('mission_leaderboards').selectAll();
    if (merchantId !== null) q = q.where('merchant_id', '=', merchantId);
    if (onlyActive) q = q.where('status', '=', 'active');
    return (await q.orderBy('id').execute()).map(mapLeaderboard);
  },

  async leaderboard(db: DbOrTrx, merchantId: number, id: number): Promise<Leaderboard | null> {
    const row = await db
      .selectFrom('mission_leaderboards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? mapLeaderboard(row) : null;
  },

  async insertLeaderboard(db: DbOrTrx, row: Insertable<MissionLeaderboardsTable>): Promise<number | null> {
    const inserted = await db
      .insertInto('mission_leaderboards')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : null;
  },

  async setStatus(db: DbOrTrx, merchantId: number, id: number, status: string): Promise<void> {
    await db
      .updateTable('mission_leaderboards')
      .set({ status })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  },

  /**
   * Adds a completion's score to the member's period; `reachedAt` becomes the later of the two
   * (the moment the new total was reached). One upsert: concurrent completions both count.
   */
  async addScore(
    db: DbOrTrx,
    row: { merchantId: number; leaderboardId: number; memberId: number; periodKey: string; periodEnd: string },
    score: number,
    at: string,
  ): Promise<void> {
    await db
      .insertInto('mission_scores')
      .values({
        merchant_id: row.merchantId,
        leaderboard_id: row.leaderboardId,
        member_id: row.memberId,
        period_key: row.periodKey,
        period_end: row.periodEnd,
        score,
        reached_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['leaderboard_id', 'member_id', 'period_key']).doUpdateSet({
          score: sql`mission_scores.score + ${score}`,
          reached_at: sql`case when mission_scores.reached_at < ${at} then ${at} else mission_scores.reached_at end`,
        }),
      )
      .execute();
  },

  /** The period's ranking: higher score first, equal scores by who reached them first. */
  async standings(db: DbOrTrx, leaderboardId: number, periodKey: string): Promise<Standing[]> {
    const rows = await db
      .selectFrom('mission_scores as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.member_id', 's.score', 's.reached_at', 'm.username', 'm.nickname'])
      .where('s.leaderboard_id', '=', leaderboardId)
      .where('s.period_key', '=', periodKey)
      .where('s.score', '>', 0)
      .orderBy('s.score', 'desc')
      .orderBy('s.reached_at')
      .orderBy('s.member_id')
      .execute();
    return rows.map((r, i) => ({
      rank: i + 1,
      memberId: Number(r.member_id),
      account: r.username,
      nickname: r.nickname || r.username,
      score: Number(r.score),
      reachedAt: r.reached_at,
    }));
  },

  /** Periods with scores that ended before `cutoff` and were not settled yet, oldest first. */
  async duePeriods(db: DbOrTrx, leaderboardId: number, cutoff: string): Promise<{ key: string; end: string }[]> {
    const rows = await db
      .selectFrom('mission_scores as s')
      .select(['s.period_key', 's.period_end'])
      .distinct()
      .where('s.leaderboard_id', '=', leaderboardId)
      .where('s.period_end', '<=', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mission_settlements as t')
              .select('t.id')
              .whereRef('t.leaderboard_id', '=', 's.leaderboard_id')
              .whereRef('t.period_key', '=', 's.period_key'),
          ),
        ),
      )
      .orderBy('s.period_key')
      .execute();
    return rows.map((r) => ({ key: r.period_key, end: r.period_end }));
  },

  /** The period's settlement row, once (the unique key decides); null when it exists already. */
  async insertSettlement(db: DbOrTrx, merchantId: number, leaderboardId: number, periodKey: string, at: string) {
    const inserted = await db
      .insertInto('mission_settlements')
      .values({ merchant_id: merchantId, leaderboard_id: leaderboardId, period_key: periodKey, settled_at: at })
      .onConflict((oc) => oc.columns(['leaderboard_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : null;
  },

  async isSettled(db: DbOrTrx, leaderboardId: number, periodKey: string): Promise<boolean> {
    const row = await db
      .selectFrom('mission_settlements')
      .select('id')
      .where('leaderboard_id', '=', leaderboardId)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insertPrize(
    db: DbOrTrx,
    row: { merchantId: number; settlementId: number; memberId: number; rank: number; score: number; amount: bigint },
  ): Promise<number> {
    const inserted = await db
      .insertInto('mission_prizes')
      .values({
        merchant_id: row.merchantId,
        settlement_id: row.settlementId,
        member_id: row.memberId,
        rank: row.rank,
        score: row.score,
        amount: row.amount.toString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  /** What a settled period paid, by member. */
  async paidPrizes(db: DbOrTrx, leaderboardId: number, periodKey: string): Promise<Map<number, bigint>> {
    const rows = await db
      .selectFrom('mission_prizes as p')
      .innerJoin('mission_settlements as t', 't.id', 'p.settlement_id')
      .select(['p.member_id', 'p.amount'])
      .where('t.leaderboard_id', '=', leaderboardId)
      .where('t.period_key', '=', periodKey)
      .execute();
    return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.amount)]));
  },

  async allPrizes(db: DbOrTrx) {
    return db.selectFrom('mission_prizes').select(['id', 'merchant_id', 'amount']).execute();
  },
};
