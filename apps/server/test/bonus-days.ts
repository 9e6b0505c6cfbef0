import type { DbOrTrx } from '../src/db/schema.ts';
import { moneyBusinessDay } from '../src/modules/play-record/play-record.usecases.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';

/* The bonus cost the play record holds for a member: suites of the paying modules check each payment adds it once. */

/** The member's `bonuses` in the daily money roll-up, by business day (days without any left out). */
export async function bonusesByDay(db: DbOrTrx, memberId: number): Promise<Record<string, bigint>> {
  const rows = await db
    .selectFrom('member_day_money')
    .select(['day', 'bonuses'])
    .where('member_id', '=', memberId)
    .orderBy('day')
    .execute();
  return Object.fromEntries(rows.filter((r) => BigInt(r.bonuses) !== 0n).map((r) => [r.day, BigInt(r.bonuses)]));
}

/** The default brand's business day at `at`, the day a payment at `at` counts on. */
export const businessDayAt = (db: DbOrTrx, at: Date) => moneyBusinessDay(db, DEFAULT_MERCHANT, at.toISOString());
