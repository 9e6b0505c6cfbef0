import { z } from 'zod';
import { idParams, merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { REFERRAL_HOLD_REASONS, REFERRAL_MILESTONES, REFERRAL_REWARD_STATES } from './referrals.contract.ts';

/*
 * The console's referral calls (promotions.read to look, promotions.write to change the programme
 * or review a held reward). On/off is the brand's REFERRAL3 flag.
 */
export const referralSettingsSchema = z.object({
  enabled: z.boolean(),
  registerReward: moneySchema,
  depositMin: moneySchema,
  depositReward: moneySchema,
  turnoverMin: moneySchema,
  turnoverReward: moneySchema,
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralSettingsInputSchema = z.object({
  enabled: z.boolean(),
  /** 0 pays nothing for that milestone. */
  registerReward: amountInputSchema,
  depositMin: amountInputSchema,
  depositReward: amountInputSchema,
  turnoverMin: amountInputSchema,
  turnoverReward: amountInputSchema,
});
export type ReferralSettingsInput = z.infer<typeof referralSettingsInputSchema>;

export const heldReferralRewardSchema = z.object({
  id: z.number().int(),
  referrer: z.string(),
  referred: z.string(),
  milestone: z.enum(REFERRAL_MILESTONES),
  amount: moneySchema,
  state: z.enum(REFERRAL_REWARD_STATES),
  reasons: z.array(z.enum(REFERRAL_HOLD_REASONS)),
  createdAt: z.string(),
});
export type HeldReferralReward = z.infer<typeof heldReferralRewardSchema>;

/** GET /admin/api/referrals/settings: the brand's referral programme. */
export const adminReferralSettings = endpoint('GET', '/admin/api/referrals/settings', {
  query: merchantQuery,
  response: envelope(referralSettingsSchema),
});

/** PUT /admin/api/referrals/settings: switch it on or off, the milestones' thresholds and rewards. */
export const adminSaveReferralSettings = endpoint('PUT', '/admin/api/referrals/settings', {
  query: merchantQuery,
  body: referralSettingsInputSchema,
  response: envelope(referralSettingsSchema),
});

/** GET /admin/api/referrals/held: rewards held for review, oldest first. */
export const adminHeldReferralRewards = endpoint('GET', '/admin/api/referrals/held', {
  query: merchantQuery,
  response: envelope(z.object({ list: z.array(heldReferralRewardSchema) })),
});

/** POST /admin/api/referrals/held/:id/review: approve (pays it now) or reject (pays nothing). */
export const adminReviewReferralReward = endpoint('POST', '/admin/api/referrals/held/:id/review', {
  params: idParams,
  query: merchantQuery,
  body: z.object({ decision: z.enum(['approve', 'reject']) }),
  response: envelope(heldReferralRewardSchema),
});
