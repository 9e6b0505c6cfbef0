import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { merchantQuery } from '../common.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';
import { text } from '../text.ts';
import { activityDefinitionSchema, PROMOTION_CATEGORIES } from './promotion-rules.ts';

/* The console's promotion calls (permissions promotions.read and promotions.write). */

export const ACTIVITY_STATUSES = ['draft', 'active', 'paused'] as const;

export const adminActivitySchema = activityDefinitionSchema.extend({
  id: z.number().int(),
  status: z.enum(ACTIVITY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

export const activityReportSchema = z.object({
  id: z.number().int(),
  participants: z.record(z.string(), z.number().int()),
  bonuses: z.object({
    count: z.number().int(),
    issued: moneySchema,
    wagering: z.number().int(),
    completed: z.number().int(),
    converted: moneySchema,
    expired: z.number().int(),
    forfeited: z.number().int(),
    lapsed: moneySchema,
  }),
  /** Rewards paid as cash (no wagering). */
  cashPaid: moneySchema,
});

export const applicationViewSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  member: z.string(),
  comment: z.string().nullable(),
  images: z.number().int(),
  state: z.string(),
  reviewNote: z.string().nullable(),
  /** Who approved a reward that needs a second operator (the two-person rule), while it waits. */
  firstApprover: z.string().nullable(),
  createdAt: z.string(),
});

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** The brand acted on (its code): an operator of every brand names it, else the default brand. */

/** GET /admin/api/promotions: every activity of the brand. */
export const adminListPromotions = endpoint('GET', '/admin/api/promotions', {
  query: merchantQuery.extend({ category: z.enum(PROMOTION_CATEGORIES).optional() }),
  response: envelope(z.object({ list: z.array(adminActivitySchema) })),
});

/** POST /admin/api/promotions: a new activity (a draft until published). */
export const adminCreatePromotion = endpoint('POST', '/admin/api/promotions', {
  query: merchantQuery,
  body: activityDefinitionSchema,
  response: envelope(adminActivitySchema),
});

/** PUT /admin/api/promotions/:id: its definition and schedule. */
export const adminUpdatePromotion = endpoint('PUT', '/admin/api/promotions/:id', {
  params: idParams,
  query: merchantQuery,
  body: activityDefinitionSchema,
  response: envelope(adminActivitySchema),
});

/** POST /admin/api/promotions/:id/status: publish (active), pause or back to draft. */
export const adminSetPromotionStatus = endpoint('POST', '/admin/api/promotions/:id/status', {
  params: idParams,
  query: merchantQuery,
  body: z.object({ status: z.enum(ACTIVITY_STATUSES) }),
  response: envelope(adminActivitySchema),
});

/** GET /admin/api/promotions/:id/report: participants by state, bonuses issued, converted, lapsed. */
export const adminPromotionReport = endpoint('GET', '/admin/api/promotions/:id/report', {
  params: idParams,
  query: merchantQuery,
  response: envelope(activityReportSchema),
});

/** GET /admin/api/promotions/applications: applications waiting (or all, by state). */
export const adminListApplications = endpoint('GET', '/admin/api/promotions/applications', {
  query: merchantQuery.extend({ state: z.enum(['pending', 'claimable', 'issued', 'claimed', 'rejected']).optional() }),
  response: envelope(z.object({ list: z.array(applicationViewSchema) })),
});

/** POST /admin/api/promotions/applications/:id/review: approve (the member claims, or it is issued) or reject. */
export const adminReviewApplication = endpoint('POST', '/admin/api/promotions/applications/:id/review', {
  params: idParams,
  query: merchantQuery,
  body: z.object({ decision: z.enum(['approve', 'reject']), note: text().trim().max(200).default('') }),
  response: envelope(applicationViewSchema),
});

/** GET /admin/api/promotions/applications/:id/images/:n: the application's nth image (1-3), as sent. */
export const adminApplicationImage = endpoint('GET', '/admin/api/promotions/applications/:id/images/:n', {
  params: z.object({ id: z.coerce.number().int().positive(), n: z.coerce.number().int().min(1).max(3) }),
});

export const promotionSettingsSchema = z.object({
  /** The highest wagering multiple an activity may ask (UK: 10× from January 2026). */
  maxWageringMultiple: z.number().int().min(0).max(100),
});

/** GET and PUT /admin/api/promotions/settings: the brand's cap on wagering. */
export const adminPromotionSettings = endpoint('GET', '/admin/api/promotions/settings', {
  query: merchantQuery,
  response: envelope(promotionSettingsSchema),
});
export const adminSavePromotionSettings = endpoint('PUT', '/admin/api/promotions/settings', {
  query: merchantQuery,
  body: promotionSettingsSchema,
  response: envelope(promotionSettingsSchema),
});
