import type { ReferralHoldReason, ReferralMilestone, ReferralRewardState } from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';

/** The brand's programme in minor units; a milestone with reward 0 pays nothing. */
export type ReferralProgramme = {
  merchantId: number;
  registerReward: Minor;
  depositMin: Minor;
  depositReward: Minor;
  turnoverMin: Minor;
  turnoverReward: Minor;
};

export type ReferralLink = {
  referredId: number;
  merchantId: number;
  referrerId: number;
  turnover: Minor;
  registerIp: string | null;
  registerDevice: string | null;
  createdAt: string;
};

export type ReferralReward = {
  id: number;
  merchantId: number;
  referrerId: number;
  referredId: number;
  milestone: ReferralMilestone;
  amount: Minor;
  state: ReferralRewardState;
  reasons: ReferralHoldReason[];
  createdAt: string;
};
