import type { DbOrTrx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { playRecordRepository } from './play-record.repository.ts';

/**
 * The play record's totals as other modules read them (promotions' turnover and loss triggers):
 * sums of the daily roll-ups, so each bet counts with the valid bet stored at its settlement and a
 * rolled-back bet not at all. Days are the brand's business days, inclusive.
 */
export type DayRangeInput = { fromDay: string; toDay: string };

export async function memberPlayTotals(db: DbOrTrx, memberId: number, range: DayRangeInput) {
  const t = await playRecordRepository.memberTotals(db, memberId, range);
  return { validBet: minor(t.validBet), stake: minor(t.stake), payout: minor(t.payout) };
}

/** Members of a brand whose net loss (stake − payout) over the days is at least `minLoss` (> 0). */
export async function membersWithLoss(
  db: DbOrTrx,
  merchantId: number,
  range: DayRangeInput,
  minLoss: Minor,
): Promise<{ memberId: number; loss: Minor }[]> {
  const rows = await playRecordRepository.losingMembers(db, merchantId, range, minLoss);
  return rows.map((r) => ({ memberId: r.memberId, loss: minor(r.loss) }));
}
