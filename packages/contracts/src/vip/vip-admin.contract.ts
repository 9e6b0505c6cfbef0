import { z } from 'zod';
import { idParams, merchantQuery, pageNoParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { LANGUAGES } from '../languages.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { text } from '../text.ts';
import {
  VIP_REVIEW_CYCLES,
  vipBirthdaySchema,
  vipHistoryEntrySchema,
  vipInfoSchema,
  vipLevelSchema,
} from './vip.contract.ts';

/*
 * The operator's side of VIP under /admin/api/vip (vip.read to look, vip.write to change): the
 * brand's ladder and growth weights, a member's level, growth, rewards and history, and setting a
 * member's level by hand.
 */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.invalid');
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid');

export const vipLevelInputSchema = z.object({
  rankLevel: z.number().int().min(0).max(99),
  name: text().trim().min(1).max(30),
  /** Per language; a language without one shows `name`. */
  names: z.partialRecord(z.enum(LANGUAGES), text().trim().max(30)).default({}),
  color: colour,
  color2: colour,
  reachGrowth: amountInputSchema,
  keepGrowth: amountInputSchema,
  reviewCycle: z.enum(VIP_REVIEW_CYCLES),
  rebateRates: z.record(z.string().regex(/^[A-Z]{2,10}$/), percent).default({}),
  pointsMultiplier: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'validation.invalid')
    .default('1'),
  withdrawalDailyCount: z.number().int().min(1).max(1000).nullable().default(null),
  withdrawalDailyAmount: amountInputSchema.nullable().default(null),
  levelUpReward: amountInputSchema.default('0'),
  birthdayReward: amountInputSchema.default('0'),
});
export type VipLevelInput = z.infer<typeof vipLevelInputSchema>;

/** A level as stored, for editing: `name` is the default name (in no request's language), `names` each language's own. */
export const adminVipLevelSchema = vipLevelSchema.extend({
  name: z.string(),
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  /** Members at the level now. */
  members: z.number().int(),
});

export const vipSettingsSchema = z.object({
  /** Percent of a deposit, and of a valid bet, that counts as growth. */
  depositWeight: percent,
  validBetWeight: percent,
});

const ladder = envelope(z.object({ settings: vipSettingsSchema, levels: z.array(adminVipLevelSchema) }));

/** GET /admin/api/vip/levels: the brand's ladder, lowest first, and its growth weights. */
export const adminVipLevels = endpoint('GET', '/admin/api/vip/levels', { query: merchantQuery, response: ladder });
/** POST /admin/api/vip/levels: a new level. */
export const adminCreateVipLevel = endpoint('POST', '/admin/api/vip/levels', {
  query: merchantQuery,
  body: vipLevelInputSchema,
  response: ladder,
});
/** PUT /admin/api/vip/levels/:id: change a level (members keep it; reviews use the new thresholds). */
export const adminUpdateVipLevel = endpoint('PUT', '/admin/api/vip/levels/:id', {
  params: idParams,
  body: vipLevelInputSchema,
  response: ladder,
});
/** PUT /admin/api/vip/settings: the growth weights of deposits and valid bets. */
export const adminSaveVipSettings = endpoint('PUT', '/admin/api/vip/settings', {
  query: merchantQuery,
  body: vipSettingsSchema,
  response: ladder,
});

export const vipRewardSchema = z.object({
  kind: z.enum(['level_up', 'birthday']),
  /** The level (level_up) or the year (birthday). */
  ref: z.string(),
  amount: moneySchema,
  /** paid, or withheld (the member was excluded by responsible gaming at the time). */
  status: z.enum(['paid', 'withheld']),
  at: z.string(),
});

export const adminVipMemberSchema = vipInfoSchema.extend({
  username: z.string(),
  history: z.array(vipHistoryEntrySchema),
  rewards: z.array(vipRewardSchema),
});

/** GET /admin/api/players/:id/vip: the member's level, progress, review, rewards and recent history. */
export const adminVipMember = endpoint('GET', '/admin/api/players/:id/vip', {
  params: idParams,
  query: z.object({ pageNo: pageNoParam }),
  response: envelope(adminVipMemberSchema),
});

/** PUT /admin/api/players/:id/vip: set the member's level by hand (up or down), with a reason. */
export const adminSetVipLevel = endpoint('PUT', '/admin/api/players/:id/vip', {
  params: idParams,
  body: z.object({ rankLevel: z.number().int().min(0).max(99), reason: text().trim().min(1).max(200) }),
  response: envelope(adminVipMemberSchema),
});

/** PUT /admin/api/players/:id/vip/birthday: correct the member's birthday. */
export const adminSetVipBirthday = endpoint('PUT', '/admin/api/players/:id/vip/birthday', {
  params: idParams,
  body: vipBirthdaySchema,
  response: envelope(adminVipMemberSchema),
});
