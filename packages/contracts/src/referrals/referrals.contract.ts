import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/*
 * Referrals, "invite friends" (issue 28; spec accounts.md: the register page takes `referralCode`
 * from its query; portal.md: the member centre's page key `referral`, the REFERRAL3 flag). A member
 * shares a code; whoever registers with it is linked to them once, and each milestone the friend
 * reaches (registered, a deposit of at least X, valid bet of at least Y) pays the referrer once, in
 * plain cash to the main wallet (no wagering), or is held for review when the abuse checks find the
 * friend shares an IP or a payout account.
 */
export const REFERRAL_MILESTONES = ['registered', 'deposit', 'turnover'] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];
/** paid: in the wallet; held: waiting for an operator's review; rejected: refused on review. */
export const REFERRAL_REWARD_STATES = ['paid', 'held', 'rejected'] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];
/** same_ip: the friend registered or signed in from an IP the referrer used; same_device: the friend registered from a browser (X-Device-Id) the referrer used; shared_payout: the friend's payout account is another member's too; excluded: the referrer is under a responsible-gaming exclusion. */
export const REFERRAL_HOLD_REASONS = ['same_ip', 'same_device', 'shared_payout', 'excluded'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

export const referralMilestoneSchema = z.object({
  milestone: z.enum(REFERRAL_MILESTONES),
  /** What the friend must reach: a deposit or valid bet amount; null for registration. */
  threshold: moneySchema.nullable(),
  reward: moneySchema,
});
export type ReferralMilestoneView = z.infer<typeof referralMilestoneSchema>;

export const referralRewardSchema = z.object({
  milestone: z.enum(REFERRAL_MILESTONES),
  amount: moneySchema,
  state: z.enum(REFERRAL_REWARD_STATES),
  createdAt: z.string(),
});

export const referredMemberSchema = z.object({
  /** Masked: first and last character. */
  username: z.string(),
  registeredAt: z.string(),
  rewards: z.array(referralRewardSchema),
});
export type ReferredMember = z.infer<typeof referredMemberSchema>;

export const referralSummarySchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** The register page with the code (`/register?referralCode=…`), on the domain the member asked from. */
  link: z.string(),
  milestones: z.array(referralMilestoneSchema),
  invited: z.number().int().min(0),
  totals: z.object({ paid: moneySchema, held: moneySchema, rejected: moneySchema }),
  /** Newest first, at most 100. */
  referred: z.array(referredMemberSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** GET /wps/relay/MCSFE_getReferralSummary (token, real members): my code, link, milestones, friends and rewards. */
export const getReferralSummary = endpoint('GET', '/wps/relay/MCSFE_getReferralSummary', {
  response: envelope(referralSummarySchema),
});
