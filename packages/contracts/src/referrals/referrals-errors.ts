import { errorStatuses } from '../common.ts';

/** Codes referrals answer with. Spread into ERROR_STATUS. */
export const REFERRAL_ERROR_STATUS = errorStatuses({
  /** The brand's referral programme is switched off (the REFERRAL3 flag). */
  'referrals.not_offered': 404,
  /** The held reward is unknown, of another brand, or was reviewed already. */
  'referrals.reward_not_held': 409,
});

export type ReferralErrorCode = keyof typeof REFERRAL_ERROR_STATUS;
