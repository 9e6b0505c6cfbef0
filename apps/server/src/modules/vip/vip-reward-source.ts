import { formatMinor, type RewardItem } from '@arcadia/contracts';
import { amountIn } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { percentDone, type RewardSource } from '../reward-centre/reward-centre.port.ts';
import { vipRewardsRepository } from './vip-rewards.repository.ts';
import { vipInfo } from './vip.usecases.ts';

/**
 * VIP in the reward centre: the next level's level-up reward while the member grows towards it (a
 * bar of growth), and the level-up and birthday rewards paid (or withheld: an exclusion was on).
 */
export const vipRewardSource: RewardSource = {
  name: 'vip',
  async current(db, ctx, now) {
    const info = await vipInfo(db, ctx, now);
    const next = info.levels.find((l) => l.id === info.progress.nextLevelId);
    const places = await merchantsPort.placesOf(db, ctx.merchantId);
    if (!next || amountIn(next.benefits.levelUpReward, places) <= 0n) return [];
    if (await vipRewardsRepository.hadLevelUp(db, ctx.memberId, next.id)) return [];
    const growth = amountIn(info.progress.growth, places);
    const target = amountIn(next.reachGrowth, places);
    const done = growth < target ? growth : target;
    return [
      {
        id: `vip:level_up:${next.id}`,
        source: 'vip',
        kind: 'level_up',
        title: next.name,
        status: 'in_progress',
        amount: next.benefits.levelUpReward,
        points: null,
        progress: { done: formatMinor(done, places), target: next.reachGrowth, percent: percentDone(done, target) },
        endsAt: null,
        at: now.toISOString(),
        note: null,
        claim: null,
      },
    ];
  },
  async history(db, ctx, limit, now) {
    const places = await merchantsPort.placesOf(db, ctx.merchantId);
    const page = await vipRewardsRepository.page(db, ctx.memberId, limit);
    const names = new Map((await vipInfo(db, ctx, now)).levels.map((l) => [l.id, l.name]));
    const items = page.list.map((r): RewardItem => ({
      id: `vip:${r.id}`,
      source: 'vip',
      kind: r.kind,
      title: r.levelId === null ? '' : (names.get(r.levelId) ?? ''),
      status: r.status === 'paid' ? 'issued' : 'rejected',
      amount: formatMinor(r.amount, places),
      points: null,
      progress: null,
      endsAt: null,
      at: r.at,
      note: r.status === 'withheld' ? 'withheld' : r.kind === 'birthday' ? r.ref : null,
      claim: null,
    }));
    return { items, total: page.total };
  },
};
