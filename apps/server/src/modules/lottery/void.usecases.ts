import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { refund } from './bets.usecases.ts';
import { linesRepository } from './lines.repository.ts';
import { lotteryErrors } from './lottery.errors.ts';
import { lotteryRepository, type StoredIssue } from './lottery.repository.ts';

export type VoidRefusal = 'reason_required' | 'already_settled';
export class VoidRefused extends Error {
  constructor(readonly refusal: VoidRefusal) {
    super(refusal);
  }
}

/**
 * An operator voids an issue (a bad draw, a game pulled): the issue is marked void with the
 * operator's reason, so it is never drawn or settled, and every open line's stake goes back
 * through the game wallet, a batch per database transaction. A settled issue is refused: its
 * payouts stand (on a drawn issue whose settlement is under way, lines it settled first stand too).
 * Voiding a void issue again finishes any refunds a crash left undone.
 */
export async function voidIssue(
  db: Db,
  merchantId: number,
  gameCode: string,
  numero: string,
  reason: string,
  batch = 500,
): Promise<{ issue: StoredIssue; refunded: number }> {
  const why = reason.trim();
  if (why.length < 3 || why.length > 200) throw new VoidRefused('reason_required');
  const found = await lotteryRepository.issue(db, merchantId, gameCode, numero);
  if (!found) throw lotteryErrors.notFound();
  if (found.state === 'settled') throw new VoidRefused('already_settled');
  if (found.state !== 'void') {
    const marked = await db
      .updateTable('lottery_issues')
      .set({ state: 'void', void_reason: why })
      .where('id', '=', found.id)
      .where('state', 'in', ['pending', 'drawn'])
      .executeTakeFirst();
    // Settled between the read and the update: its payouts stand.
    if (Number(marked.numUpdatedRows) === 0) throw new VoidRefused('already_settled');
  }
  const issue = { ...found, state: 'void' as const, voidReason: found.voidReason ?? why };
  let refunded = 0;
  for (;;) {
    const lines = await linesRepository.openBatch(db, issue.id, batch);
    if (lines.length === 0) break;
    await inTransaction(db, async (trx) => {
      for (const line of lines) {
        try {
          await refund(trx, issue, line, 'refunded');
          refunded++;
        } catch (error) {
          // Settled a moment ago by a settlement already under way: that line's outcome stands.
          if (!(error instanceof AppError && error.code === 'lottery.cannot_cancel')) throw error;
        }
      }
    });
  }
  return { issue, refunded };
}

/** The latest issues of a game with their state, for operators (late draws and voids included). */
export async function recentIssues(db: Db, merchantId: number, gameCode: string, limit: number) {
  const rows = await db
    .selectFrom('lottery_issues')
    .select(['numero', 'state', 'draw_at', 'drawn_at', 'settled_at', 'late', 'void_reason'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('draw_at', '<=', new Date(Date.now() + 3_600_000).toISOString())
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    numero: r.numero,
    state: r.state,
    drawAt: r.draw_at,
    drawnAt: r.drawn_at,
    settledAt: r.settled_at,
    late: Number(r.late) === 1,
    voidReason: r.void_reason,
  }));
}
