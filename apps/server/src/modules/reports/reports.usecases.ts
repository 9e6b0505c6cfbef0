import {
  formatMinor,
  REPORT_MAX_DAYS,
  type DailyReport,
  type PlayerReportSort,
  type ReportDay,
  type ReportGrouping,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { brandCalendar, businessDay, dayCount, namedRange, type DayRange } from '../play-record/periods.port.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { reportsErrors } from './reports.errors.ts';
import { reportsRepository } from './reports.repository.ts';

const DAY_MS = 86_400_000;
/** Days a range without `from` covers, its last day included. */
const DEFAULT_DAYS = 7;

type RangeQuery = { from?: string | undefined; to?: string | undefined };

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The asked business days, by default the week up to today in the brand's zone; refused when reversed or too long. */
export function reportRange(query: RangeQuery, now: Date, timeZone: string): DayRange {
  const toDay = query.to ?? namedRange('today', now, timeZone).toDay;
  const range = { fromDay: query.from ?? shiftDay(toDay, 1 - DEFAULT_DAYS), toDay };
  if (range.toDay < range.fromDay || dayCount(range) > REPORT_MAX_DAYS)
    throw reportsErrors.dateRangeInvalid(REPORT_MAX_DAYS);
  return range;
}

function eachDay({ fromDay, toDay }: DayRange): string[] {
  const days: string[] = [];
  for (let day = fromDay; day <= toDay; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/**
 * Registrations per business day of the range. Zones lie within a day of UTC, so the members
 * registered from the day before the first to the day after the last cover the range's days.
 */
async function registrationsByDay(db: DbOrTrx, merchantId: number, range: DayRange, timeZone: string) {
  const from = new Date(Date.parse(`${range.fromDay}T00:00:00Z`) - DAY_MS);
  const to = new Date(Date.parse(`${range.toDay}T00:00:00Z`) + 2 * DAY_MS);
  const counts = new Map<string, number>();
  for (const at of await dashboardRepository.registeredBetween(db, merchantId, from, to)) {
    const day = businessDay(at, timeZone);
    if (day >= range.fromDay && day <= range.toDay) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

type Play = { bets: number; stake: bigint; validBet: bigint; payout: bigint; active: number };
const NO_PLAY: Play = { bets: 0, stake: 0n, validBet: 0n, payout: 0n, active: 0 };
type Money = { deposits: bigint; depositCount: number; withdrawals: bigint; withdrawalCount: number; bonuses: bigint };
const NO_MONEY: Money = { deposits: 0n, depositCount: 0, withdrawals: 0n, withdrawalCount: 0, bonuses: 0n };

/**
 * The brand's daily report over business days in its time zone, from the daily roll-ups (play
 * per category or vendor, money per member) and the day's registrations: GGR is stake − payout
 * (the house's side), NGR is GGR less bonuses. Money and new members have no category, so a
 * split by category or vendor carries the play figures only.
 */
export async function dailyReport(
  db: DbOrTrx,
  merchant: Merchant,
  query: RangeQuery & { groupBy: ReportGrouping },
  now = new Date(),
): Promise<DailyReport> {
  const { timeZone } = await brandCalendar(db, merchant.id);
  const range = reportRange(query, now, timeZone);
  const [play, money, registrations, firstDepositors, activeOver, groups] = await Promise.all([
    dashboardRepository.playByDay(db, merchant.id, range),
    dashboardRepository.moneyByDay(db, merchant.id, range),
    registrationsByDay(db, merchant.id, range, timeZone),
    reportsRepository.firstDepositorsByDay(db, merchant.id, range),
    reportsRepository.activeOver(db, merchant.id, range),
    query.groupBy === 'day'
      ? Promise.resolve([])
      : reportsRepository.playByGroup(db, merchant.id, range, query.groupBy),
  ]);
  const shown = (value: bigint) => formatMinor(toMinor(value), merchant.places);
  const playFigures = (p: Play) => ({
    bets: p.bets,
    stake: shown(p.stake),
    validBet: shown(p.validBet),
    payout: shown(p.payout),
    ggr: shown(p.stake - p.payout),
    activePlayers: p.active,
  });
  const figures = (p: Play, m: Money, joined: number, firstDeposits: number) => ({
    ...playFigures(p),
    bonuses: shown(m.bonuses),
    ngr: shown(p.stake - p.payout - m.bonuses),
    deposits: shown(m.deposits),
    depositCount: m.depositCount,
    withdrawals: shown(m.withdrawals),
    withdrawalCount: m.withdrawalCount,
    registrations: joined,
    firstDepositors: firstDeposits,
  });

  const days: ReportDay[] = eachDay(range).map((day) => ({
    day,
    ...figures(
      play.find((r) => r.day === day) ?? NO_PLAY,
      money.find((r) => r.day === day) ?? NO_MONEY,
      registrations.get(day) ?? 0,
      firstDepositors.get(day) ?? 0,
    ),
  }));
  const playTotal = play.reduce<Play>(
    (t, p) => ({
      bets: t.bets + p.bets,
      stake: t.stake + p.stake,
      validBet: t.validBet + p.validBet,
      payout: t.payout + p.payout,
      active: t.active,
    }),
    { ...NO_PLAY, active: activeOver },
  );
  const moneyTotal = money.reduce<Money>(
    (t, m) => ({
      deposits: t.deposits + m.deposits,
      depositCount: t.depositCount + m.depositCount,
      withdrawals: t.withdrawals + m.withdrawals,
      withdrawalCount: t.withdrawalCount + m.withdrawalCount,
      bonuses: t.bonuses + m.bonuses,
    }),
    NO_MONEY,
  );
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    merchant: merchant.code,
    timeZone,
    currency: merchant.currency,
    from: range.fromDay,
    to: range.toDay,
    groupBy: query.groupBy,
    days,
    groups: groups.map((g) => ({ day: g.day, group: g.group, ...playFigures(g) })),
    totals: figures(playTotal, moneyTotal, total(registrations), total(firstDepositors)),
  };
}

/** The members who played or moved money in the range, most first by `sort`, one page at a time. */
export async function playerReport(
  db: DbOrTrx,
  merchant: Merchant,
  query: RangeQuery & { sort: PlayerReportSort; pageNo: number; pageSize: number },
  now = new Date(),
) {
  const { timeZone } = await brandCalendar(db, merchant.id);
  const range = reportRange(query, now, timeZone);
  const { total, rows } = await reportsRepository.playersPage(db, merchant.id, range, {
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const shown = (value: bigint) => formatMinor(toMinor(value), merchant.places);
  return {
    timeZone,
    currency: merchant.currency,
    from: range.fromDay,
    to: range.toDay,
    sort: query.sort,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    list: rows.map((r) => ({
      id: String(r.memberId),
      username: r.username,
      bets: r.bets,
      stake: shown(r.stake),
      validBet: shown(r.validBet),
      payout: shown(r.payout),
      ggr: shown(r.stake - r.payout),
      deposits: shown(r.deposits),
      withdrawals: shown(r.withdrawals),
      bonuses: shown(r.bonuses),
    })),
  };
}
