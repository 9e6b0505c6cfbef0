import { z } from 'zod';
import { pageNoParam, pageOf } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/*
 * VIP levels (issue 29): a brand's ladder of levels, each with its member label (name and
 * colours), the growth to reach and to keep it, its review cycle and its benefits. The spec lists
 * no VIP call (portal.md §7 names only the points calls), so the player rank page's calls are ours,
 * under the relay prefix the member calls use: MCS2_getVipInfo, MCS2_getVipHistory and
 * MCS2_setVipBirthday (DESIGN.md §3: "path not shown": same prefix, listed in the OpenAPI document).
 */
export const VIP_REVIEW_CYCLES = ['none', 'week', 'semimonth', 'month'] as const;
export type VipReviewCycle = (typeof VIP_REVIEW_CYCLES)[number];

/** The spec's constant: members above this rank are served by the VIP customer-service queue. */
export const VIP_SERVICE_ABOVE_RANK = 4;

export const vipBenefitsSchema = z.object({
  /** Rebate rate per game category, in percent with two places ("0.80"). */
  rebateRates: z.record(z.string(), z.string()),
  /** Points earned are multiplied by this ("1.50"). */
  pointsMultiplier: z.string(),
  /** Withdrawals per day and their total per day; null: the brand's usual limits. */
  withdrawalDailyCount: z.number().int().nullable(),
  withdrawalDailyAmount: moneySchema.nullable(),
  /** Paid once, the first time the member reaches the level. */
  levelUpReward: moneySchema,
  /** Paid once a year, on the member's birthday, at this level. */
  birthdayReward: moneySchema,
  /** Served by the VIP customer-service queue (rank above 4). */
  vipService: z.boolean(),
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

export const vipLevelSchema = z.object({
  id: z.number().int(),
  rankLevel: z.number().int(),
  /** In the request's language (the default name where the language has none). */
  name: z.string(),
  color: z.string(),
  color2: z.string(),
  /** Growth needed to reach the level, and growth per review period to keep it. */
  reachGrowth: moneySchema,
  keepGrowth: moneySchema,
  reviewCycle: z.enum(VIP_REVIEW_CYCLES),
  benefits: vipBenefitsSchema,
});
export type VipLevelView = z.infer<typeof vipLevelSchema>;

export const vipProgressSchema = z.object({
  /** The member's growth now (what reaching a level compares with). */
  growth: moneySchema,
  /** The next level up, null at the top. */
  nextLevelId: z.number().int().nullable(),
  /** Growth still missing for the next level, and the same as a deposit or as valid bets alone. */
  missingGrowth: moneySchema.nullable(),
  missingDeposit: moneySchema.nullable(),
  missingValidBet: moneySchema.nullable(),
});

export const vipReviewSchema = z.object({
  /** The review period the level is being kept in (brand calendar key: 2026-11, 2026-W48 …). */
  periodKey: z.string(),
  periodStart: z.string(),
  /** When this period's review happens. */
  reviewAt: z.string(),
  periodGrowth: moneySchema,
  keepGrowth: moneySchema,
  /** Growth still missing in this period to keep the level. */
  missingToKeep: moneySchema,
});

export const vipInfoSchema = z.object({
  level: vipLevelSchema.nullable(),
  progress: vipProgressSchema,
  /** Null when the level is never reviewed (cycle none) or the first review period has not begun. */
  review: vipReviewSchema.nullable(),
  /** What one unit of money counts towards growth, in percent ("100.00"). */
  depositWeight: z.string(),
  validBetWeight: z.string(),
  /** Every level of the brand, lowest first, for the side-by-side table. */
  levels: z.array(vipLevelSchema),
  birthday: z.string().nullable(),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;

/** GET /wps/relay/MCS2_getVipInfo: my level, my progress, the review, and every level's benefits. */
export const getVipInfo = endpoint('GET', '/wps/relay/MCS2_getVipInfo', { response: envelope(vipInfoSchema) });

export const VIP_CHANGE_REASONS = ['promotion', 'demotion', 'keep', 'operator'] as const;
export const vipHistoryEntrySchema = z.object({
  at: z.string(),
  reason: z.enum(VIP_CHANGE_REASONS),
  fromRank: z.number().int().nullable(),
  fromName: z.string().nullable(),
  toRank: z.number().int().nullable(),
  toName: z.string().nullable(),
  growth: moneySchema,
  /** The review period (for keep and demotion). */
  periodKey: z.string().nullable(),
});
export type VipHistoryEntry = z.infer<typeof vipHistoryEntrySchema>;

/** GET /wps/relay/MCS2_getVipHistory: my level changes and reviews, newest first. */
export const getVipHistory = endpoint('GET', '/wps/relay/MCS2_getVipHistory', {
  query: z.object({ pageNo: pageNoParam }),
  response: envelope(pageOf(vipHistoryEntrySchema)),
});

export const vipBirthdaySchema = z.object({ birthday: z.iso.date() });
/** PUT /wps/relay/MCS2_setVipBirthday: the member's birthday, set once, for the birthday reward. */
export const setVipBirthday = endpoint('PUT', '/wps/relay/MCS2_setVipBirthday', {
  body: vipBirthdaySchema,
  response: envelope(vipInfoSchema),
});
