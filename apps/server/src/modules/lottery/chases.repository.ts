import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';

/** A chase still running, for an update to move on. */
const runningChase = (db: DbOrTrx, chaseId: number) =>
  db.updateTable('lottery_chases').where('id', '=', chaseId).where('state', '=', 'running');

/** Chases: one slip repeated on the next issues, running until done or stopped on a win. */
export const lotteryChases = {
  async insertChase(
    db: DbOrTrx,
    row: { merchantId: number; memberId: number; gameCode: string; issues: number; stopOnWin: boolean },
  ): Promise<number> {
    const { id } = await db
      .insertInto('lottery_chases')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        game_code: row.gameCode,
        issues: row.issues,
        stop_on_win: row.stopOnWin ? 1 : 0,
        state: 'running',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  },

  async setChaseState(db: DbOrTrx, chaseId: number, state: 'stopped' | 'done'): Promise<void> {
    await runningChase(db, chaseId).set({ state }).execute();
  },

  /** A running chase with no open line left is done (a stopped one stays stopped). */
  async finishChase(db: DbOrTrx, chaseId: number): Promise<void> {
    await runningChase(db, chaseId)
      .set({ state: 'done' })
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('lottery_lines').select('id').where('chase_id', '=', chaseId).where('status', '=', 'open'),
          ),
        ),
      )
      .execute();
  },

  /** `lock`: held until the transaction ends (PostgreSQL; SQLite has one writer anyway). */
  async chase(db: DbOrTrx, chaseId: number, options: { lock?: boolean } = {}) {
    let query = db.selectFrom('lottery_chases').selectAll().where('id', '=', chaseId);
    if (options.lock && isPostgres(db)) query = query.forUpdate();
    return query.executeTakeFirst();
  },
};
