import {
  formatMinor,
  PROFIT_LOSS_MAX_DAYS,
  type GameCategory,
  type ProfitLoss,
  type ProfitLossRange,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import { brandCalendar } from './brand-calendar.ts';
import { dayCount, namedRange, type DayRange } from './business-periods.ts';
import { playRecordErrors } from './play-record.errors.ts';
import { playRecordRepository } from './play-record.repository.ts';

const DAY_MS = 86_400_000;

export function rangeOf(
  query: { range: ProfitLossRange; startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  timeZone: string,
): DayRange {
  if (query.range !== 'custom') return namedRange(query.range, now, timeZone);
  const today = namedRange('today', now, timeZone).toDay;
  const range = { fromDay: query.startDate ?? query.endDate ?? today, toDay: query.endDate ?? today };
  if (range.toDay < range.fromDay || dayCount(range) > PROFIT_LOSS_MAX_DAYS)
    throw playRecordErrors.dateRangeInvalid(PROFIT_LOSS_MAX_DAYS);
  return range;
}

/** Every business day from the first to the last, inclusive. */
export function daysIn({ fromDay, toDay }: DayRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${fromDay}T00:00:00Z`); at <= Date.parse(`${toDay}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * The member's personal profit and loss over business days of its brand, from the roll-ups
 * (never the raw bets): per category, per day, and the money that came in and went out.
 */
export async function personalProfitLoss(
  db: DbOrTrx,
  ctx: { merchantId: number; memberId: number; places: number },
  query: { range: ProfitLossRange; startDate?: string | undefined; endDate?: string | undefined },
  now = new Date(),
): Promise<ProfitLoss> {
  const { timeZone } = await brandCalendar(db, ctx.merchantId);
  const range = rangeOf(query, now, timeZone);
  const { play, money } = await playRecordRepository.memberDays(db, ctx.memberId, range);
  const shown = (value: bigint) => formatMinor(toMinor(value), ctx.places);
  const byCategory = new Map<
    string,
    { bets: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint }
  >();
  const byDay = new Map<string, { stake: bigint; winLoss: bigint }>();
  for (const row of play) {
    const c = byCategory.get(row.category) ?? { bets: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };
    byCategory.set(row.category, {
      bets: c.bets + row.bets,
      stake: c.stake + row.stake,
      validBet: c.validBet + row.validBet,
      payout: c.payout + row.payout,
      winLoss: c.winLoss + row.winLoss,
    });
    const d = byDay.get(row.day) ?? { stake: 0n, winLoss: 0n };
    byDay.set(row.day, { stake: d.stake + row.stake, winLoss: d.winLoss + row.winLoss });
  }
  const categories = [...byCategory.entries()]
    .filter(([, c]) => c.bets !== 0 || c.stake !== 0n)
    .sort(([a], [b]) => a.localeCompare(b));
  const sum = (
    pick: (c: { bets: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint }) => bigint,
  ) => categories.reduce((total, [, c]) => total + pick(c), 0n);
  const moneySum = (pick: (m: (typeof money)[number]) => bigint) => money.reduce((total, m) => total + pick(m), 0n);
  return {
    ...range,
    timeZone,
    totals: {
      bets: categories.reduce((total, [, c]) => total + c.bets, 0),
      stake: shown(sum((c) => c.stake)),
      validBet: shown(sum((c) => c.validBet)),
      payout: shown(sum((c) => c.payout)),
      winLoss: shown(sum((c) => c.winLoss)),
      deposits: shown(moneySum((m) => m.deposits)),
      withdrawals: shown(moneySum((m) => m.withdrawals)),
      bonuses: shown(moneySum((m) => m.bonuses)),
    },
    categories: categories.map(([category, c]) => ({
      category: category as GameCategory,
      bets: c.bets,
      stake: shown(c.stake),
      validBet: shown(c.validBet),
      payout: shown(c.payout),
      winLoss: shown(c.winLoss),
    })),
    days: daysIn(range).map((day) => {
      const d = byDay.get(day) ?? { stake: 0n, winLoss: 0n };
      return { day, stake: shown(d.stake), winLoss: shown(d.winLoss) };
    }),
  };
}
