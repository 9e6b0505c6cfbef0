import { formatMinor, type RewardItem } from '@arcadia/contracts';
import { maskName } from '../../lib/mask-name.ts';
import type { RewardSource } from '../reward-centre/reward-centre.port.ts';
import { referralBrand } from './referral-brand.ts';
import { referralRewardsRepository, type ReferralRewardRow } from './referrals-rewards.repository.ts';

/** A referral reward has no claim: it is paid when the friend reaches the milestone, or held for review. */
const HELD_LIMIT = 50;

function view(r: ReferralRewardRow, places: number): RewardItem {
  return {
    id: `referral:${r.id}`,
    source: 'referral',
    kind: r.milestone as RewardItem['kind'],
    title: maskName(r.friend),
    status: r.state === 'held' ? 'in_review' : r.state === 'rejected' ? 'rejected' : 'issued',
    amount: formatMinor(r.amount, places),
    points: null,
    progress: null,
    endsAt: null,
    at: r.state === 'held' ? r.createdAt : r.at,
    note: null,
    claim: null,
  };
}

/** Invite friends in the reward centre: rewards held for review now; paid and rejected ones in the history. */
export const referralsRewardSource: RewardSource = {
  name: 'referral',
  async current(db, ctx) {
    const { places } = await referralBrand(db, ctx.merchantId);
    const held = await referralRewardsRepository.rewards(db, ctx.memberId, true, HELD_LIMIT);
    return held.list.map((r) => view(r, places));
  },
  async history(db, ctx, limit) {
    const { places } = await referralBrand(db, ctx.merchantId);
    const done = await referralRewardsRepository.rewards(db, ctx.memberId, false, limit);
    return { items: done.list.map((r) => view(r, places)), total: done.total };
  },
};
