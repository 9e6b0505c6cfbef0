import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { inChunks } from '../../db/chunks.ts';

/**
 * The rows a batch of settled bets reads and writes at once (bet-progress.usecases.ts): counted
 * sources and progress, each in one statement per batch instead of one per event.
 */
export type ProgressKey = { missionId: number; memberId: number; periodKey: string };
export type ProgressRow = ProgressKey & { progress: bigint; completedAt: string | null; updatedAt: string };

export const progressKeyOf = (k: ProgressKey) => `${k.missionId}:${k.memberId}:${k.periodKey}`;

/** Rows or keys per statement (db/chunks.ts). */
const CHUNK = 200;

export const betProgressRepository = {
  /** Marks each source counted (dated by its own event); answers the keys that were not counted before. */
  async markCountedAt(db: DbOrTrx, merchantId: number, marks: { key: string; at: string }[]): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (const part of inChunks(marks, CHUNK)) {
      const inserted = await db
        .insertInto('mission_counted')
        .values(part.map((m) => ({ merchant_id: merchantId, source_key: m.key, counted_at: m.at })))
        .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
        .returning('source_key')
        .execute();
      for (const r of inserted) fresh.add(r.source_key);
    }
    return fresh;
  },

  /** Which of these sources are counted already. */
  async countedAmong(db: DbOrTrx, merchantId: number, keys: string[]): Promise<Set<string>> {
    const counted = new Set<string>();
    for (const part of inChunks([...new Set(keys)], CHUNK)) {
      const rows = await db
        .selectFrom('mission_counted')
        .select('source_key')
        .where('merchant_id', '=', merchantId)
        .where('source_key', 'in', part)
        .execute();
      for (const r of rows) counted.add(r.source_key);
    }
    return counted;
  },

  /**
   * The progress rows of these keys, by progressKeyOf. Read as a superset (missions × members ×
   * periods) and narrowed here: one plain statement on both databases.
   */
  async progressOf(db: DbOrTrx, keys: ProgressKey[]): Promise<Map<string, ProgressRow>> {
    const found = new Map<string, ProgressRow>();
    if (keys.length === 0) return found;
    const wanted = new Set(keys.map(progressKeyOf));
    const rows = await db
      .selectFrom('mission_progress')
      .select(['mission_id', 'member_id', 'period_key', 'progress', 'completed_at', 'updated_at'])
      .where('mission_id', 'in', [...new Set(keys.map((k) => k.missionId))])
      .where('member_id', 'in', [...new Set(keys.map((k) => k.memberId))])
      .where('period_key', 'in', [...new Set(keys.map((k) => k.periodKey))])
      .execute();
    for (const r of rows) {
      const row: ProgressRow = {
        missionId: Number(r.mission_id),
        memberId: Number(r.member_id),
        periodKey: r.period_key,
        progress: BigInt(r.progress),
        completedAt: r.completed_at,
        updatedAt: r.updated_at,
      };
      if (wanted.has(progressKeyOf(row))) found.set(progressKeyOf(row), row);
    }
    return found;
  },

  /**
   * Writes each row's state as the batch left it. Only this subscriber writes the progress of bet
   * missions, and its cursor lock keeps batches one at a time, so nothing changed them since read.
   */
  async writeProgress(db: DbOrTrx, merchantId: number, rows: ProgressRow[]): Promise<void> {
    for (const part of inChunks(rows, CHUNK))
      await db
        .insertInto('mission_progress')
        .values(
          part.map((r) => ({
            merchant_id: merchantId,
            mission_id: r.missionId,
            member_id: r.memberId,
            period_key: r.periodKey,
            progress: r.progress.toString(),
            completed_at: r.completedAt,
            updated_at: r.updatedAt,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['mission_id', 'member_id', 'period_key']).doUpdateSet({
            progress: sql`excluded.progress`,
            completed_at: sql`excluded.completed_at`,
            updated_at: sql`excluded.updated_at`,
          }),
        )
        .execute();
  },
};
