import { z } from 'zod';
import { idParams, merchantQuery, pageNoParam, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { LANGUAGES } from '../languages.ts';
import { amountInputSchema } from '../money.ts';
import { text } from '../text.ts';
import {
  POINTS_RULE_CATEGORIES,
  POINTS_RULE_KINDS,
  REDEEM_STATES,
  REWARD_KINDS,
  pointsConfigSchema,
  pointsRuleSchema,
  redemptionSchema,
} from './points.contract.ts';

/*
 * The console's points pages under /admin/api/points (points.read to look, points.write to change
 * rules, catalogue and stock, and to review redemptions).
 */

export const pointsSettingsInputSchema = z.object({
  enabled: z.boolean(),
  ratio: z.number().int().min(1).max(1_000_000),
  minConvert: z.number().int().min(1).max(100_000_000),
  expiryDays: z.number().int().min(1).max(3650),
});
export type PointsSettingsInput = z.infer<typeof pointsSettingsInputSchema>;

/** GET /admin/api/points/settings: the brand's points settings and rules. */
export const adminPointsSettings = endpoint('GET', '/admin/api/points/settings', {
  query: merchantQuery,
  response: envelope(pointsConfigSchema),
});
/** PUT /admin/api/points/settings: ratio, minimum conversion, expiry, switched on or off. */
export const adminSavePointsSettings = endpoint('PUT', '/admin/api/points/settings', {
  query: merchantQuery,
  body: pointsSettingsInputSchema,
  response: envelope(pointsConfigSchema),
});

export const pointsRuleInputSchema = z.object({
  kind: z.enum(POINTS_RULE_KINDS),
  /** For valid_bet: a game category or ALL; for deposit: ignored. */
  category: z.enum(POINTS_RULE_CATEGORIES).optional(),
  points: z.number().int().min(1).max(1_000_000),
  perAmount: amountInputSchema,
  minAmount: amountInputSchema.optional(),
  enabled: z.boolean().default(true),
});
export type PointsRuleInput = z.infer<typeof pointsRuleInputSchema>;

/** PUT /admin/api/points/rules: adds the rule or replaces the one of the same kind and category. */
export const adminSavePointsRule = endpoint('PUT', '/admin/api/points/rules', {
  query: merchantQuery,
  body: pointsRuleInputSchema,
  response: envelope(pointsRuleSchema),
});
/** DELETE /admin/api/points/rules/:id: the rule stops earning (points already earned stay). */
export const adminDeletePointsRule = endpoint('DELETE', '/admin/api/points/rules/:id', {
  params: idParams,
  response: envelope(z.object({ ok: z.literal(true) })),
});

const rewardTextSchema = z.object({
  name: text().trim().min(1).max(80),
  description: text().trim().max(500).default(''),
});
export const rewardInputSchema = z.object({
  /** Name and description per language; English is required (the fallback). */
  texts: z
    .partialRecord(z.enum(LANGUAGES), rewardTextSchema)
    .refine((texts) => texts.en !== undefined, 'validation.name_en_required'),
  imageUrl: text()
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, 'validation.invalid')
    .nullable()
    .default(null),
  price: z.number().int().min(1).max(1_000_000_000),
  stock: z.number().int().min(0).max(1_000_000),
  limitPerMember: z.number().int().min(1).max(1000).nullable().default(null),
  kind: z.enum(REWARD_KINDS),
  vipLevel: z.number().int().min(0).max(100).default(0),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type RewardInput = z.infer<typeof rewardInputSchema>;

export const adminRewardSchema = rewardInputSchema.extend({
  id: z.number().int(),
  texts: z.partialRecord(z.enum(LANGUAGES), z.object({ name: z.string(), description: z.string() })),
  imageUrl: z.string().nullable(),
  /** Units reserved by redemptions in process or approved (not yet shipped or rejected). */
  reserved: z.number().int(),
  redeemed: z.number().int(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;

/** GET /admin/api/points/rewards: the catalogue, every reward. */
export const adminListRewards = endpoint('GET', '/admin/api/points/rewards', {
  query: merchantQuery,
  response: envelope(z.object({ list: z.array(adminRewardSchema) })),
});
export const adminCreateReward = endpoint('POST', '/admin/api/points/rewards', {
  query: merchantQuery,
  body: rewardInputSchema,
  response: envelope(adminRewardSchema),
});
/** PUT /admin/api/points/rewards/:id: its details; stock moves only through the stock call (reservations run meanwhile). */
export const adminUpdateReward = endpoint('PUT', '/admin/api/points/rewards/:id', {
  params: idParams,
  body: rewardInputSchema.omit({ stock: true }),
  response: envelope(adminRewardSchema),
});
/** POST /admin/api/points/rewards/:id/stock: adds (or with a negative delta removes) stock, never below zero. */
export const adminAdjustRewardStock = endpoint('POST', '/admin/api/points/rewards/:id/stock', {
  params: idParams,
  body: z.object({
    delta: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((d) => d !== 0, 'validation.invalid'),
  }),
  response: envelope(adminRewardSchema),
});

export const adminRedemptionSchema = redemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().nullable(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

/** GET /admin/api/points/redemptions: redemptions to review, newest first. */
export const adminListRedemptions = endpoint('GET', '/admin/api/points/redemptions', {
  query: merchantQuery.extend({
    state: z.enum(REDEEM_STATES).optional(),
    pageNo: pageNoParam,
    pageSize: queryInt(200, 50),
  }),
  response: envelope(
    z.object({ list: z.array(adminRedemptionSchema), total: z.number().int(), totalPages: z.number().int() }),
  ),
});
/** POST /admin/api/points/redemptions/:id/approve: in process → approved. */
export const adminApproveRedemption = endpoint('POST', '/admin/api/points/redemptions/:id/approve', {
  params: idParams,
  body: z.object({ remark: text().trim().max(200).optional() }),
  response: envelope(adminRedemptionSchema),
});
/** POST /admin/api/points/redemptions/:id/ship: approved → shipped, with the courier's tracking reference. */
export const adminShipRedemption = endpoint('POST', '/admin/api/points/redemptions/:id/ship', {
  params: idParams,
  body: z.object({ trackingRef: text().trim().min(3).max(80), remark: text().trim().max(200).optional() }),
  response: envelope(adminRedemptionSchema),
});
/** POST /admin/api/points/redemptions/:id/reject: in process → rejected; points and stock go back. */
export const adminRejectRedemption = endpoint('POST', '/admin/api/points/redemptions/:id/reject', {
  params: idParams,
  body: z.object({ remark: text().trim().min(1).max(200) }),
  response: envelope(adminRedemptionSchema),
});
