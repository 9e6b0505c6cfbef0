import { z } from 'zod';
import { merchantQuery, pageNoParam, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { text } from '../text.ts';
import { REBATE_PERIOD_KINDS, rebateClaimSchema } from './rebates.contract.ts';

/*
 * The console's rebate calls (permissions promotions.read and promotions.write). Rates are the VIP
 * ladder's (a level's rebate rates by game category, edited with the levels): one source, so the
 * VIP page shows what the rebate pays.
 */

export const rebateSettingsSchema = z.object({
  enabled: z.boolean(),
  periodKind: z.enum(REBATE_PERIOD_KINDS),
  /** Paid by the schedule once a period closes, instead of claimed by the member. */
  autoPay: z.boolean(),
  /** A line below this pays nothing (it is not claimable). */
  minPayout: moneySchema,
  /** The most one line (member, period, category) pays; null: no cap. */
  maxPayout: moneySchema.nullable(),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

export const rebateSettingsInputSchema = z.object({
  enabled: z.boolean(),
  periodKind: z.enum(REBATE_PERIOD_KINDS),
  autoPay: z.boolean(),
  minPayout: amountInputSchema,
  maxPayout: amountInputSchema.nullable(),
});
export type RebateSettingsInput = z.infer<typeof rebateSettingsInputSchema>;

export const adminRebateClaimSchema = rebateClaimSchema.extend({ member: z.string() });

/** GET /admin/api/rebates/settings: the brand's rebate programme. */
export const adminRebateSettings = endpoint('GET', '/admin/api/rebates/settings', {
  query: merchantQuery,
  response: envelope(rebateSettingsSchema),
});

/** PUT /admin/api/rebates/settings: switch it on or off, its period, automatic payment, the limits. */
export const adminSaveRebateSettings = endpoint('PUT', '/admin/api/rebates/settings', {
  query: merchantQuery,
  body: rebateSettingsInputSchema,
  response: envelope(rebateSettingsSchema),
});

/** GET /admin/api/rebates/claims: rebates paid, newest first, optionally of one period. */
export const adminRebateClaims = endpoint('GET', '/admin/api/rebates/claims', {
  query: merchantQuery.extend({
    period: text().max(20).optional(),
    pageNo: pageNoParam,
    pageSize: queryInt(200, 50),
  }),
  response: envelope(
    z.object({
      list: z.array(adminRebateClaimSchema),
      total: z.number().int(),
      totalPages: z.number().int(),
      paid: moneySchema,
    }),
  ),
});

/** POST /admin/api/rebates/pay: pays every member's rebate of the period just closed now (what the schedule does). */
export const adminPayRebates = endpoint('POST', '/admin/api/rebates/pay', {
  query: merchantQuery,
  body: z.object({}).strict().default({}),
  response: envelope(
    z.object({ periodKey: z.string(), members: z.number().int(), lines: z.number().int(), paid: moneySchema }),
  ),
});
