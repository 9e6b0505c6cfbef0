import { z } from 'zod';
import { merchantQuery, pageNoParam, pageOf, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/** The longest range a report covers, in business days (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_GROUPINGS = ['day', 'category', 'vendor'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/**
 * A range of the brand's business days, both inclusive (yyyy-MM-dd). Absent: the last seven
 * business days up to today in the brand's time zone (`to` alone: the seven days ending then).
 */
const dayRangeQuery = z.object({
  ...merchantQuery.shape,
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

const count = z.number().int();

/** What was played: from the daily play roll-ups. GGR is the house's side (stake − payout). */
const playFigures = {
  bets: count,
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  ggr: moneySchema,
  /** Members with at least one settled bet (a member whose only bet was voided did not play). */
  activePlayers: count,
};

/** Money in and out and new members: per member and day only, so never split by category or vendor. */
const moneyFigures = {
  bonuses: moneySchema,
  /** GGR less bonuses. */
  ngr: moneySchema,
  deposits: moneySchema,
  depositCount: count,
  withdrawals: moneySchema,
  withdrawalCount: count,
  /** Real members (not free-play trial accounts) who registered that day. */
  registrations: count,
  /** Members whose first deposit ever was that day. */
  firstDepositors: count,
};

export const reportDaySchema = z.object({ day: z.iso.date(), ...playFigures, ...moneyFigures });
export type ReportDay = z.infer<typeof reportDaySchema>;

/** One category's (or vendor's) play on one business day. */
export const reportGroupSchema = z.object({ day: z.iso.date(), group: z.string(), ...playFigures });
export type ReportGroupRow = z.infer<typeof reportGroupSchema>;

const dailyReportSchema = z.object({
  merchant: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: z.enum(REPORT_GROUPINGS),
  /** Every business day of the range, oldest first; days without activity are zero. */
  days: z.array(reportDaySchema),
  /** With groupBy category or vendor: each day's play per category (vendor), by day then name; else empty. */
  groups: z.array(reportGroupSchema),
  /** The whole range; its active players are distinct members over the range, not a sum of days. */
  totals: z.object({ ...playFigures, ...moneyFigures }),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/**
 * GET /admin/api/reports/daily (reports.read): the brand's business days from the play-record
 * roll-ups (never the raw bets), at most REPORT_MAX_DAYS days, optionally split by category or vendor.
 */
export const adminDailyReport = endpoint('GET', '/admin/api/reports/daily', {
  query: dayRangeQuery.extend({ groupBy: z.enum(REPORT_GROUPINGS).default('day') }),
  response: envelope(dailyReportSchema),
});

export const PLAYER_REPORT_SORTS = ['stake', 'validBet', 'ggr', 'deposits', 'withdrawals', 'bets'] as const;
export type PlayerReportSort = (typeof PLAYER_REPORT_SORTS)[number];

/** One member's activity over the range: play, and money in and out. */
export const playerActivitySchema = z.object({
  id: z.string(),
  username: z.string(),
  bets: count,
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  ggr: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  bonuses: moneySchema,
});
export type PlayerActivity = z.infer<typeof playerActivitySchema>;

/**
 * GET /admin/api/reports/players (reports.read): the members who played or moved money in the
 * range, most first by `sort` (then by id), a page at a time.
 */
export const adminPlayerReport = endpoint('GET', '/admin/api/reports/players', {
  query: dayRangeQuery.extend({
    sort: z.enum(PLAYER_REPORT_SORTS).default('stake'),
    pageNo: pageNoParam,
    pageSize: queryInt(100, 20),
  }),
  response: envelope(
    pageOf(playerActivitySchema).extend({
      timeZone: z.string(),
      currency: z.string(),
      from: z.iso.date(),
      to: z.iso.date(),
      sort: z.enum(PLAYER_REPORT_SORTS),
    }),
  ),
});
