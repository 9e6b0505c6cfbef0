import { getReferralSummary } from '@arcadia/contracts';
import { valueQuery } from '@/lib/value-query';

const REFERRALS = { moduleId: 'referral' };

export const referralKeys = { summary: (token: string) => ['referrals', 'summary', token] as const };

/** My code, link, the milestones and my friends with their rewards. */
export const referralSummaryQuery = (token: string) =>
  valueQuery(referralKeys.summary(token), getReferralSummary, REFERRALS, { staleTime: 30_000 });
