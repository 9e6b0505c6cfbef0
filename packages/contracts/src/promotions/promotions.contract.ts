import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';
import { text } from '../text.ts';
import { PROMOTION_CATEGORIES, PROMOTION_STATES, TURNOVER_PERIODS, triggerSchema } from './promotion-rules.ts';

/*
 * The player's promotion calls. The spec names no path for the list, detail, join, apply, claim and
 * bonus calls ("path not shown"): they sit under /wps/relay beside MCS2_claimRafflePromotion and
 * MCSFE_getMissionSummaryDetails, named the same way, and are listed in the OpenAPI document.
 */

/** An application's comment (spec portal.md section 5): at most 140 characters. */
export const APPLICATION_COMMENT_MAX = 140;
/** An application's images (section 5): png or jpg, at most 5 MB each, at most 3. */
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGES_MAX = 3;

export const bonusViewSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  amount: moneySchema,
  /** Turnover needed and counted so far, and how much of it is done (0-100, floor). */
  required: moneySchema,
  progress: moneySchema,
  percent: z.number().int().min(0).max(100),
  maxBet: moneySchema.nullable(),
  maxConversion: moneySchema.nullable(),
  contributions: z.record(z.string(), z.number().int()),
  state: z.enum(['wagering', 'completed', 'expired', 'forfeited']),
  /** What became cash on completion. */
  converted: moneySchema.nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type BonusView = z.infer<typeof bonusViewSchema>;

export const promotionSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(PROMOTION_STATES),
  /** What the reward is worth, in words the page composes ("100.00", "50% up to 200.00" or "500 points"). */
  reward: z.object({
    kind: z.enum(['fixed', 'percent', 'points', 'raffle_tickets']),
    amount: moneySchema.nullable(),
    percent: z.string().nullable(),
    cap: moneySchema.nullable(),
    points: z.number().int().nullable(),
    /** Raffle tickets: how many, into which raffle (its promotion's title). */
    tickets: z.number().int().nullable().default(null),
    raffleTitle: z.string().nullable().default(null),
  }),
  wageringMultiple: z.number().int(),
  trigger: z.enum(['registration', 'deposit', 'application', 'code', 'raffle', 'turnover', 'loss']),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionDetailSchema = promotionSummarySchema.extend({
  rules: z.string(),
  triggerRule: triggerSchema,
  minDeposit: moneySchema.nullable(),
  wagering: z.object({
    multiple: z.number().int(),
    base: z.enum(['bonus', 'bonus_deposit']),
    contributions: z.record(z.string(), z.number().int()),
    maxBet: moneySchema.nullable(),
    expiryDays: z.number().int(),
    maxConversion: moneySchema.nullable(),
  }),
  /** The member's part in it (null for visitors and before any step). */
  participation: z
    .object({
      id: z.number().int(),
      reward: moneySchema.nullable(),
      comment: z.string().nullable(),
      /** How many images the application carries. */
      images: z.number().int(),
      reviewNote: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** The bonus this activity paid the member, with its wagering progress. */
  bonus: bonusViewSchema.nullable(),
  /**
   * Turnover and loss triggers: the member's figure in the current period against the threshold
   * (valid bet for turnover, net loss so far for loss), and how much of it is done (0-100, floor).
   */
  progress: z
    .object({
      measure: z.enum(['turnover', 'loss']),
      period: z.enum(TURNOVER_PERIODS),
      /** The period's name in the brand's calendar (2026-03-01, 2026-W09, 2026-03, window). */
      periodKey: z.string(),
      amount: moneySchema,
      target: moneySchema,
      percent: z.number().int().min(0).max(100),
    })
    .nullable()
    .default(null),
  /** Why a member may not take part (promotions.not_eligible, promotions.excluded), or null. */
  blockedBy: z.string().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** GET /wps/relay/MCSFE_getPromotionList: running and coming activities, filtered by category. */
export const getPromotionList = endpoint('GET', '/wps/relay/MCSFE_getPromotionList', {
  query: z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() }),
  response: envelope(z.object({ list: z.array(promotionSummarySchema), total: z.number().int() })),
});

/** GET /wps/relay/MCSFE_getPromotionDetail?id=: rules, the member's state, the bonus's progress. */
export const getPromotionDetail = endpoint('GET', '/wps/relay/MCSFE_getPromotionDetail', {
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: envelope(promotionDetailSchema),
});

const activityIdBody = z.object({ id: z.number().int().positive() });

/** POST /wps/relay/MCS2_joinPromotion: opt in to an activity (its deposits count from now). */
export const joinPromotion = endpoint('POST', '/wps/relay/MCS2_joinPromotion', {
  body: activityIdBody,
  response: envelope(promotionDetailSchema),
});

/** POST /wps/relay/MCS2_applyPromotion: an application with a comment (≤ 140 characters). */
export const applyPromotion = endpoint('POST', '/wps/relay/MCS2_applyPromotion', {
  body: activityIdBody.extend({ comment: text().trim().max(APPLICATION_COMMENT_MAX).default('') }),
  response: envelope(promotionDetailSchema),
});

/**
 * POST /wps/relay/MCS2_uploadPromotionImage?id=: one image of the member's application in review
 * for the activity `id`; the body is the image itself (png or jpg, at most 5 MB; 3 per application).
 */
export const uploadPromotionImage = endpoint('POST', '/wps/relay/MCS2_uploadPromotionImage', {
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: envelope(promotionDetailSchema),
});

/** POST /wps/relay/MCS2_claimPromotion: take the reward (a code activity sends its code). */
export const claimPromotion = endpoint('POST', '/wps/relay/MCS2_claimPromotion', {
  body: activityIdBody.extend({ code: text().trim().max(32).optional() }),
  response: envelope(promotionDetailSchema),
});

/** GET /wps/relay/MCSFE_getBonusDetails: the member centre's bonus details (bonusDetails). */
export const getBonusDetails = endpoint('GET', '/wps/relay/MCSFE_getBonusDetails', {
  response: envelope(z.object({ list: z.array(bonusViewSchema), bonusBalance: moneySchema })),
});
