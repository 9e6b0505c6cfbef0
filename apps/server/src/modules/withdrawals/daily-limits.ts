import { formatMinor } from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { brandCalendar, periodOf } from '../play-record/periods.port.ts';
import { vipPort, type VipWithdrawalLimits } from '../vip/vip.port.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';
import { withdrawalsRepository } from './withdrawals.repository.ts';

/*
 * DAILY WITHDRAWAL LIMITS of the member's VIP level (read through vip.port): how many withdrawals
 * and how much in total a member may ask for per business day of the brand (its time zone, the
 * day every daily figure uses). Rejected withdrawals do not count: their money came back. A level
 * without a limit (null), or a brand without a ladder, leaves only the brand's usual limits.
 */

export type DailyWithdrawals = VipWithdrawalLimits & { usedCount: number; usedAmount: Minor };

/** The member's limits and what today's requests used of them. */
export async function dailyWithdrawals(
  db: DbOrTrx,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<DailyWithdrawals> {
  const limits = await vipPort.withdrawalLimitsFor(db, merchantId, memberId);
  if (limits.dailyCount === null && limits.dailyAmount === null)
    return { ...limits, usedCount: 0, usedAmount: minor(0n) };
  const day = periodOf('day', now, (await brandCalendar(db, merchantId)).timeZone);
  const used = await withdrawalsRepository.requestedBetween(
    db,
    memberId,
    day.start.toISOString(),
    day.end.toISOString(),
  );
  return { ...limits, usedCount: used.count, usedAmount: used.amount };
}

/**
 * Refuses a request over a limit. Called inside the request's transaction after the member's row
 * lock, so of two requests racing past a limit of one, the second counts the first.
 */
export async function checkDailyLimits(trx: Trx, merchant: Merchant, memberId: number, amount: Minor, now: Date) {
  const day = await dailyWithdrawals(trx, merchant.id, memberId, now);
  if (day.dailyCount !== null && day.usedCount >= day.dailyCount)
    throw withdrawalErrors.dailyCountReached(day.dailyCount);
  if (day.dailyAmount !== null && day.usedAmount + amount > day.dailyAmount) {
    const left = day.dailyAmount > day.usedAmount ? day.dailyAmount - day.usedAmount : 0n;
    throw withdrawalErrors.dailyAmountExceeded(
      formatMinor(day.dailyAmount, merchant.places),
      formatMinor(left, merchant.places),
    );
  }
}
