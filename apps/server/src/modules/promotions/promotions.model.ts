import type {
  ActivityDefinition,
  Language,
  PromotionAudience,
  PromotionCategory,
  PromotionReward,
  PromotionTrigger,
  PromotionWagering,
} from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';

/** An activity as the engine reads it: amounts of its rules stay as typed (the brand's places apply). */
export type Activity = {
  id: number;
  merchantId: number;
  category: PromotionCategory;
  status: 'draft' | 'active' | 'paused';
  content: ActivityDefinition['content'];
  languages: Language[];
  startsAt: string;
  endsAt: string | null;
  audience: PromotionAudience;
  trigger: PromotionTrigger;
  reward: PromotionReward;
  wagering: PromotionWagering;
  requiresJoin: boolean;
  autoClaim: boolean;
  repeat: 'once' | 'daily' | 'weekly' | 'each';
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
};

/** joined, pending (application in review), claimable, claimed (by the member), issued (paid on its own), rejected. */
export type ParticipationState = 'joined' | 'pending' | 'claimable' | 'claimed' | 'issued' | 'rejected';

export type Participation = {
  id: number;
  merchantId: number;
  activityId: number;
  memberId: number;
  periodKey: string;
  state: ParticipationState;
  sourceRef: string | null;
  depositId: number | null;
  baseAmount: Minor;
  rewardAmount: Minor | null;
  comment: string | null;
  reviewNote: string | null;
  /** The operator who approved first, when the reward needs a second one (the two-person rule). */
  firstApprovedBy: number | null;
  claimedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type BonusState = 'wagering' | 'completed' | 'expired' | 'forfeited';

export type Bonus = {
  id: number;
  merchantId: number;
  memberId: number;
  activityId: number;
  participationId: number;
  depositId: number | null;
  amount: Minor;
  requiredTurnover: Minor;
  progress: Minor;
  betsCounted: number;
  betsOverMax: number;
  maxBet: Minor | null;
  maxConversion: Minor | null;
  contributions: Record<string, number>;
  state: BonusState;
  convertedAmount: Minor | null;
  lapsedAmount: Minor | null;
  expiresAt: string;
  endedAt: string | null;
  createdAt: string;
};

/** Who a member is, as an audience rule sees one. */
export type MemberProfile = {
  id: number;
  merchantId: number;
  isAgent: number;
  createdAt: string;
  vipLevel: number | null;
  labels: string[];
  /** The agents above the member (its whole upline chain). */
  uplineIds: number[];
  excluded: boolean;
};

/** The deposit a trigger looks at: credited, with its rank among the member's credited deposits. */
export type { CreditedDeposit } from '../payments/deposit-events.port.ts';
