import type { RedeemState, RewardItem } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { RewardContext, RewardSource } from '../reward-centre/reward-centre.port.ts';
import type { RedemptionRow } from './points.model.ts';
import { pointBalance } from './points.usecases.ts';
import { rewardText } from './redemption.usecases.ts';
import { rewardsRepository } from './rewards.repository.ts';

const STATUS: Record<RedeemState, RewardItem['status']> = {
  in_process: 'in_review',
  approved: 'issued',
  shipped: 'issued',
  rejected: 'rejected',
};

async function redemptions(db: DbOrTrx, ctx: RewardContext, states: RedeemState[], limit: number) {
  const { rows, total } = await rewardsRepository.page(
    db,
    { merchantId: ctx.merchantId, memberId: ctx.memberId, state: states },
    { limit, offset: 0 },
  );
  const rewards = new Map((await rewardsRepository.list(db, ctx.merchantId, false)).map((r) => [r.id, r]));
  const view = (r: RedemptionRow): RewardItem => ({
    id: `points:redemption:${r.id}`,
    source: 'points',
    kind: 'redemption',
    title: rewardText(rewards.get(r.rewardId)?.texts ?? {}, ctx.language, ctx.defaultLanguage).name,
    status: STATUS[r.state],
    amount: null,
    points: Number(r.points),
    progress: null,
    endsAt: null,
    at: r.createdAt,
    note: r.remark,
    claim: null,
  });
  return { items: rows.map(view), total };
}

/**
 * The points mall in the reward centre: rewards redeemed with points (in review, then sent or
 * refused), and the member's points that expire soonest (a countdown: spend or convert them first).
 * Points a promotion paid show under that promotion.
 */
export const pointsRewardSource: RewardSource = {
  name: 'points',
  async current(db, ctx, now) {
    const pending = await redemptions(db, ctx, ['in_process'], 50);
    const soonest = (await pointBalance(db, ctx.merchantId, ctx.memberId, now)).expiring[0];
    if (!soonest) return pending.items;
    const expiring: RewardItem = {
      id: `points:expiring:${soonest.expiresAt}`,
      source: 'points',
      kind: 'expiring',
      title: '',
      status: 'in_progress',
      amount: null,
      points: soonest.points,
      progress: null,
      endsAt: soonest.expiresAt,
      at: now.toISOString(),
      note: null,
      claim: null,
    };
    return [...pending.items, expiring];
  },
  history: (db, ctx, limit) => redemptions(db, ctx, ['approved', 'shipped', 'rejected'], limit),
};
