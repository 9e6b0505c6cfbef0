import type { RafflePrizeView, RewardItem } from '@arcadia/contracts';
import type { RewardSource } from '../reward-centre/reward-centre.port.ts';
import { listRafflePrizes } from './raffles.usecases.ts';

function view(p: RafflePrizeView): RewardItem {
  const claimable = p.state === 'claimable';
  return {
    id: `raffle:${p.id}`,
    source: 'raffle',
    kind: 'prize',
    title: p.title,
    status: p.state,
    amount: p.kind === 'points' ? null : p.amount,
    points: p.kind === 'points' ? p.points : null,
    progress: null,
    endsAt: claimable ? p.claimUntil : null,
    // A lapsed prize ended at its deadline; a claimed one when it was taken.
    at: p.claimedAt ?? p.claimUntil,
    note: null,
    claim: claimable ? { call: 'raffle', prizeId: p.id } : null,
  };
}

/**
 * The raffle in the reward centre: prizes won and not yet taken now (claimed through
 * MCS2_claimRafflePromotion); claimed and lapsed ones in the history. A member holds a handful of
 * prizes at most: each half reads them all and keeps its own.
 */
export const rafflesRewardSource: RewardSource = {
  name: 'raffle',
  async current(db, ctx) {
    const prizes = await listRafflePrizes(db, ctx.merchantId, ctx.memberId, ctx.language);
    return prizes.filter((p) => p.state === 'claimable').map(view);
  },
  async history(db, ctx, limit) {
    const prizes = await listRafflePrizes(db, ctx.merchantId, ctx.memberId, ctx.language);
    const done = prizes
      .filter((p) => p.state !== 'claimable')
      .map(view)
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return { items: done.slice(0, limit), total: done.length };
  },
};
