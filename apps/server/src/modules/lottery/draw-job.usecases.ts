import type { Db } from '../../db/schema.ts';
import { settleIssue } from './settle.usecases.ts';
import { drawDueIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';

/**
 * One pass of the draw job: draw what is due, then settle every drawn issue not yet settled —
 * including one whose settlement a crash interrupted, which simply continues (each line settles
 * once). Returns nothing when there was nothing to do, so an idle pass logs nothing.
 */
export async function runDraws(db: Db, now: Date): Promise<{ drawn: number; settled: number } | undefined> {
  const drawn = await drawDueIssues(db, now);
  let settled = 0;
  for (const issue of await lotteryRepository.unsettled(db, 200)) {
    settled += (await settleIssue(db, issue)).settled;
  }
  return drawn.length === 0 && settled === 0 ? undefined : { drawn: drawn.length, settled };
}
