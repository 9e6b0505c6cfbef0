import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';
import { text } from '../text.ts';

/** One business day of a brand, from the play-record roll-ups (GGR = stake − payout, the house's side). */
export const dashboardDaySchema = z.object({
  day: z.string(),
  registrations: z.number().int(),
  activeMembers: z.number().int(),
  bets: z.number().int(),
  turnover: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  ggr: moneySchema,
  deposits: moneySchema,
  depositCount: z.number().int(),
  withdrawals: moneySchema,
  withdrawalCount: z.number().int(),
  bonuses: moneySchema,
  /** GGR less bonuses. */
  ngr: moneySchema,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardCategorySchema = z.object({
  category: z.string(),
  bets: z.number().int(),
  turnover: moneySchema,
  validBet: moneySchema,
  ggr: moneySchema,
});

/** One of the day's most active members (by turnover). */
export const dashboardMemberSchema = z.object({
  username: z.string(),
  bets: z.number().int(),
  turnover: moneySchema,
  validBet: moneySchema,
  ggr: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
});

const dashboardSchema = z.object({
  merchant: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  today: dashboardDaySchema,
  categories: z.array(dashboardCategorySchema),
  topMembers: z.array(dashboardMemberSchema),
  /** The member asked for by `username`: null when not asked, or when that member did not play today. */
  member: dashboardMemberSchema.nullable(),
  trend: z.array(dashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof dashboardSchema>;

/**
 * GET /admin/api/dashboard: the brand's business day today (in its time zone), by category, and
 * the last seven days for the trend, oldest first; `username` adds that member's day.
 */
export const adminDashboard = endpoint('GET', '/admin/api/dashboard', {
  query: merchantQuery.extend({ username: text().trim().min(1).max(40).optional() }),
  response: envelope(dashboardSchema),
});
