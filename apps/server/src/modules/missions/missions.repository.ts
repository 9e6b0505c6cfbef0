import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { minor, toMinor } from '../../lib/money.ts';
import type { Leaderboard, Mission, Progress } from './missions.model.ts';
import type { MissionLeaderboardsTable, MissionsTable } from './missions.tables.ts';

const mapMission = (r: Selectable<MissionsTable>): Mission => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  code: r.code,
  titles: JSON.parse(r.titles) as Record<string, string>,
  kind: r.kind as Mission['kind'],
  cadence: r.cadence as Mission['cadence'],
  target: BigInt(r.target),
  multiplierX100: r.multiplier_x100 === null ? null : Number(r.multiplier_x100),
  category: r.category,
  reward: toMinor(r.reward),
  score: Number(r.score),
  sortOrder: Number(r.sort_order),
  status: r.status as Mission['status'],
});

const mapLeaderboard = (r: Selectable<MissionLeaderboardsTable>): Leaderboard => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  code: r.code,
  titles: JSON.parse(r.titles) as Record<string, string>,
  cadence: r.cadence as Leaderboard['cadence'],
  prizes: (JSON.parse(r.prizes) as string[]).map((p) => minor(BigInt(p))),
  status: r.status as Leaderboard['status'],
});

type Key = { missionId: number; memberId: number; periodKey: string };

/** Missions' rows: definitions, progress, claims, counted sources. Leaderboards: leaderboard.repository.ts. */
export const missionsRepository = {
  async missions(db: DbOrTrx, merchantId: number, onlyActive: boolean): Promise<Mission[]> {
    let q = db.selectFrom('missions').selectAll().where('merchant_id', '=', merchantId);
    if (onlyActive) q = q.where('status', '=', 'active');
    return (await q.orderBy('sort_order').orderBy('id').execute()).map(mapMission);
  },

  async mission(db: DbOrTrx, merchantId: number, id: number): Promise<Mission | null> {
    const row = await db
      .selectFrom('missions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? mapMission(row) : null;
  },

  async insertMission(db: DbOrTrx, row: Insertable<MissionsTable>): Promise<number | null> {
    const inserted = await db
      .insertInto('missions')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : null;
  },

  async setMissionStatus(db: DbOrTrx, merchantId: number, id: number, status: string, at: string): Promise<void> {
    await db
      .updateTable('missions')
      .set({ status, updated_at: at })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  },

  /** Records a source once per brand; answers whether this call was the first. */
  async markCounted(db: DbOrTrx, merchantId: number, sourceKey: string, at: string): Promise<boolean> {
    const inserted = await db
      .insertInto('mission_counted')
      .values({ merchant_id: merchantId, source_key: sourceKey, counted_at: at })
      .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
      .returning('source_key')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** markCounted for several sources in one statement: the keys that were not counted before. */
  async markCountedMany(db: DbOrTrx, merchantId: number, sourceKeys: string[], at: string): Promise<Set<string>> {
    if (sourceKeys.length === 0) return new Set();
    const inserted = await db
      .insertInto('mission_counted')
      .values(sourceKeys.map((source_key) => ({ merchant_id: merchantId, source_key, counted_at: at })))
      .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
      .returning('source_key')
      .execute();
    return new Set(inserted.map((r) => r.source_key));
  },

  async isCounted(db: DbOrTrx, merchantId: number, sourceKey: string): Promise<boolean> {
    const row = await db
      .selectFrom('mission_counted')
      .select('source_key')
      .where('merchant_id', '=', merchantId)
      .where('source_key', '=', sourceKey)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Adds `amount` to the member's progress for the period (the row made on first use) and answers
   * the progress after it, and whether this addition completed the mission (target first reached).
   * One statement each: the row's update is atomic whoever else adds at the same time.
   */
  async addProgress(
    db: DbOrTrx,
    merchantId: number,
    key: Key,
    amount: bigint,
    target: bigint,
    at: string,
  ): Promise<{ progress: bigint; completedNow: boolean }> {
    // The row made on first use, or added to: one statement (an event adds to several missions).
    const add = sql<string>`mission_progress.progress + cast(${amount.toString()} as bigint)`;
    const row = await db
      .insertInto('mission_progress')
      .values({
        merchant_id: merchantId,
        mission_id: key.missionId,
        member_id: key.memberId,
        period_key: key.periodKey,
        progress: amount.toString(),
        completed_at: amount >= target ? at : null,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['mission_id', 'member_id', 'period_key']).doUpdateSet({
          // Cast: SQLite compares a text parameter above any integer.
          progress: add,
          completed_at: sql`case when mission_progress.completed_at is null and ${add} >= cast(${target.toString()} as bigint) then ${at} else mission_progress.completed_at end`,
          updated_at: at,
        }),
      )
      .returning(['progress', 'completed_at'])
      .executeTakeFirstOrThrow();
    const progress = BigInt(row.progress);
    const completedNow = amount > 0n && progress - amount < target && progress >= target && row.completed_at === at;
    return { progress, completedNow };
  },

  /** Sets progress outright (sign-in days are counted from the sessions, not added up). */
  async setProgress(db: DbOrTrx, merchantId: number, key: Key, progress: bigint, at: string) {
    await db
      .insertInto('mission_progress')
      .values({
        merchant_id: merchantId,
        mission_id: key.missionId,
        member_id: key.memberId,
        period_key: key.periodKey,
        progress: progress.toString(),
        completed_at: null,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['mission_id', 'member_id', 'period_key'])
          .doUpdateSet({ progress: progress.toString(), updated_at: at }),
      )
      .execute();
  },

  /** Dates the completion, once: only a row not completed yet takes it. */
  async markCompleted(db: DbOrTrx, key: Key, at: string): Promise<boolean> {
    const result = await db
      .updateTable('mission_progress')
      .set({ completed_at: at })
      .where('mission_id', '=', key.missionId)
      .where('member_id', '=', key.memberId)
      .where('period_key', '=', key.periodKey)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async progressOf(db: DbOrTrx, memberId: number, periodKeys: string[]): Promise<Map<string, Progress>> {
    const rows =
      periodKeys.length === 0
        ? []
        : await db
            .selectFrom('mission_progress')
            .select(['mission_id', 'period_key', 'progress', 'completed_at'])
            .where('member_id', '=', memberId)
            .where('period_key', 'in', periodKeys)
            .execute();
    return new Map(
      rows.map((r) => [
        `${r.mission_id}|${r.period_key}`,
        { progress: BigInt(r.progress), completedAt: r.completed_at },
      ]),
    );
  },

  async claimedOf(db: DbOrTrx, memberId: number, periodKeys: string[]): Promise<Set<string>> {
    if (periodKeys.length === 0) return new Set();
    const rows = await db
      .selectFrom('mission_claims')
      .select(['mission_id', 'period_key'])
      .where('member_id', '=', memberId)
      .where('period_key', 'in', periodKeys)
      .execute();
    return new Set(rows.map((r) => `${r.mission_id}|${r.period_key}`));
  },

  /** The claim row, once per member, mission and period (the unique key decides); null when taken. */
  async insertClaim(db: DbOrTrx, merchantId: number, key: Key, reward: bigint, at: string): Promise<number | null> {
    const inserted = await db
      .insertInto('mission_claims')
      .values({
        merchant_id: merchantId,
        mission_id: key.missionId,
        member_id: key.memberId,
        period_key: key.periodKey,
        reward: reward.toString(),
        claimed_at: at,
      })
      .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : null;
  },

  async claimTotals(db: DbOrTrx, merchantId: number): Promise<Map<number, { claims: number; paid: bigint }>> {
    const rows = await db
      .selectFrom('mission_claims')
      .select((eb) => ['mission_id', eb.fn.countAll().as('n'), eb.fn.sum<string>('reward').as('paid')])
      .where('merchant_id', '=', merchantId)
      .groupBy('mission_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.mission_id), { claims: Number(r.n), paid: BigInt(r.paid ?? 0) }]));
  },

  async allClaims(db: DbOrTrx) {
    return db.selectFrom('mission_claims').select(['id', 'merchant_id', 'reward']).execute();
  },

  /** Instants of the member's sign-ins in [from, to) (the auth module's sessions, one per sign-in). */
  async signInsBetween(db: DbOrTrx, memberId: number, from: string, to: string): Promise<string[]> {
    const rows = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.created_at);
  },

  mapLeaderboard,
};
