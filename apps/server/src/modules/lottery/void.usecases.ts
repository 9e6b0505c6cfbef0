import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { refund } from './bets.usecases.ts';
import { linesRepository } from './lines.repository.ts';
import { lotteryErrors } from './lottery.errors.ts';
import { lotteryRepository, type StoredIssue } from './lottery.repository.ts';

/**
 * An operator voids an issue (a bad draw, a game pulled): the issue is marked void with the
 * operator's reason, so it is never drawn or settled, and every open line's stake goes back
 * through the game wallet, a batch per database transaction. A settled issue is refused: its
 * payouts stand (on a drawn issue whose settlement is under way, lines it settled first stand too).
 * Voiding a void issue again finishes any refunds a crash left undone; a void that another one
 * overtook between its read and its update says so (409 lottery.void_in_progress).
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
  if (why.length < 3 || why.length > 200) throw lotteryErrors.voidReasonRequired();
  const found = await lotteryRepository.issue(db, merchantId, gameCode, numero);
  if (!found) throw lotteryErrors.notFound();
  if (found.state === 'settled') throw lotteryErrors.alreadySettled();
  if (found.state !== 'void') {
    const marked = await db
      .updateTable('lottery_issues')
      .set({ state: 'void', void_reason: why })
      .where('id', '=', found.id)
      .where('state', 'in', ['pending', 'drawn'])
      .executeTakeFirst();
    // Moved between the read and the update: voided by another request, whose refunds are under
    // way, or settled, whose payouts stand.
    if (Number(marked.numUpdatedRows) === 0) {
      const now = await lotteryRepository.issueById(db, found.id);
      throw now?.state === 'void' ? lotteryErrors.voidInProgress() : lotteryErrors.alreadySettled();
    }
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
