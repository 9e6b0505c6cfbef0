import { formatMinor, type AdminDashboard, type DashboardDay } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { brandCalendar, businessDay, periodOf, previousPeriod } from '../play-record/periods.port.ts';
import { dashboardRepository as rollups } from './dashboard.repository.ts';

/** Days of the trend, today included. */
export const TREND_DAYS = 7;
/** Members listed as the day's most active. */
export const TOP_MEMBERS = 10;

/**
 * The console's dashboard for one brand: today's business day (in the brand's zone) and the six
 * before it, from the daily roll-ups (play and money) and the day's registrations, with the day's
 * most active members and, when asked for by username, one member's day. GGR is the
 * house's side: stake − payout; NGR is GGR less bonuses.
 */
export async function brandDashboard(
  db: DbOrTrx,
  merchant: Merchant,
  filter: { username?: string | undefined } = {},
  now = new Date(),
): Promise<AdminDashboard> {
  const { timeZone } = await brandCalendar(db, merchant.id);
  const todayPeriod = periodOf('day', now, timeZone);
  let first = todayPeriod;
  for (let i = 1; i < TREND_DAYS; i++) first = previousPeriod(first, timeZone);
  const range = { fromDay: businessDay(first.start, timeZone), toDay: businessDay(todayPeriod.start, timeZone) };

  const { username } = filter;
  const [play, money, categories, top, named, registered] = await Promise.all([
    rollups.playByDay(db, merchant.id, range),
    rollups.moneyByDay(db, merchant.id, range),
    rollups.playByCategory(db, merchant.id, range.toDay),
    rollups.topMembers(db, merchant.id, range.toDay, { limit: TOP_MEMBERS }),
    username ? rollups.topMembers(db, merchant.id, range.toDay, { limit: 1, username }) : Promise.resolve([]),
    rollups.registeredBetween(db, merchant.id, first.start, todayPeriod.end),
  ]);
  const shown = (value: bigint) => formatMinor(toMinor(value), merchant.places);
  const memberView = (m: (typeof top)[number]) => ({
    username: m.username,
    bets: m.bets,
    turnover: shown(m.stake),
    validBet: shown(m.validBet),
    ggr: shown(m.stake - m.payout),
    deposits: shown(m.deposits),
    withdrawals: shown(m.withdrawals),
  });
  const registrations = new Map<string, number>();
  for (const at of registered) {
    const day = businessDay(at, timeZone);
    registrations.set(day, (registrations.get(day) ?? 0) + 1);
  }

  const dayOf = (day: string): DashboardDay => {
    const p = play.find((r) => r.day === day);
    const m = money.find((r) => r.day === day);
    const ggr = (p?.stake ?? 0n) - (p?.payout ?? 0n);
    return {
      day,
      registrations: registrations.get(day) ?? 0,
      activeMembers: p?.active ?? 0,
      bets: p?.bets ?? 0,
      turnover: shown(p?.stake ?? 0n),
      validBet: shown(p?.validBet ?? 0n),
      payout: shown(p?.payout ?? 0n),
      ggr: shown(ggr),
      deposits: shown(m?.deposits ?? 0n),
      depositCount: m?.depositCount ?? 0,
      withdrawals: shown(m?.withdrawals ?? 0n),
      withdrawalCount: m?.withdrawalCount ?? 0,
      bonuses: shown(m?.bonuses ?? 0n),
      ngr: shown(ggr - (m?.bonuses ?? 0n)),
    };
  };
  const trend: DashboardDay[] = [];
  for (let period = first; period.start <= todayPeriod.start; period = periodOf('day', period.end, timeZone))
    trend.push(dayOf(businessDay(period.start, timeZone)));

  return {
    merchant: merchant.code,
    timeZone,
    currency: merchant.currency,
    today: dayOf(range.toDay),
    categories: categories
      .filter((c) => c.bets !== 0 || c.stake !== 0n)
      .map((c) => ({
        category: c.category,
        bets: c.bets,
        turnover: shown(c.stake),
        validBet: shown(c.validBet),
        ggr: shown(c.stake - c.payout),
      })),
    topMembers: top.map(memberView),
    member: named[0] ? memberView(named[0]) : null,
    trend,
  };
}
