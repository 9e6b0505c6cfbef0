import {
  activityContentSchema,
  formatMinor,
  promotionRewardSchema,
  type Language,
  type RewardItem,
} from '@arcadia/contracts';
import { percentDone, type RewardSource } from '../reward-centre/reward-centre.port.ts';
import { brandOf } from './brand.ts';
import { textOf } from './promotion-views.ts';
import { promotionRewardsRepository, type RewardRow } from './promotions-rewards.repository.ts';
import { listPromotions } from './promotions.usecases.ts';

/**
 * Promotions in the reward centre: a participation is one reward (with its bonus, when it is
 * wagered: in progress while wagering, then settled as the bonus ended). A registration reward the
 * member may still take is claimable though no row exists yet (the claim writes it).
 */
const title = (row: RewardRow, language: Language) =>
  textOf({ content: activityContentSchema.parse(JSON.parse(row.content)) }, language).title;

function item(row: RewardRow, language: Language, places: number, status: RewardItem['status']): RewardItem {
  const rule = promotionRewardSchema.parse(JSON.parse(row.rewardRule));
  const points = rule.kind === 'points' ? rule.points : null;
  const bonus = row.bonus;
  // Points and raffle tickets are no money: no amount to show.
  const amount = bonus ? bonus.amount : rule.kind === 'points' || rule.kind === 'raffle_tickets' ? null : row.reward;
  return {
    id: `promotion:${row.participationId}`,
    source: 'promotion',
    kind: bonus ? 'bonus' : 'reward',
    title: title(row, language),
    status,
    amount: amount === null ? null : formatMinor(amount, places),
    points,
    progress: null,
    endsAt: null,
    at: row.at,
    note: row.reviewNote,
    claim: null,
  };
}

function currentItem(row: RewardRow, language: Language, places: number, now: Date): RewardItem {
  const bonus = row.bonus;
  if (bonus && bonus.state === 'wagering') {
    const done = bonus.progress < bonus.required ? bonus.progress : bonus.required;
    return {
      ...item(row, language, places, 'in_progress'),
      progress: {
        done: formatMinor(done, places),
        target: formatMinor(bonus.required, places),
        percent: percentDone(done, bonus.required),
      },
      endsAt: bonus.expiresAt,
      at: row.createdAt,
    };
  }
  if (row.state === 'pending') return { ...item(row, language, places, 'in_review'), at: row.createdAt };
  // Claimable: the claim call works while the activity runs (a paused one waits).
  const running = row.activityStatus === 'active' && (row.endsAt === null || Date.parse(row.endsAt) > now.getTime());
  return {
    ...item(row, language, places, 'claimable'),
    endsAt: row.endsAt,
    at: row.createdAt,
    claim: running ? { call: 'promotion', id: row.activityId } : null,
  };
}

const HISTORY_STATUS: Record<string, RewardItem['status']> = {
  claimed: 'claimed',
  issued: 'issued',
  rejected: 'rejected',
  claimable: 'expired',
};

export const promotionsRewardSource: RewardSource = {
  name: 'promotion',
  async current(db, ctx, now) {
    const { places } = await brandOf(db, ctx.merchantId);
    const rows = await promotionRewardsRepository.current(db, ctx.memberId, now.toISOString());
    const items = rows.map((r) => currentItem(r, ctx.language, places, now));
    // Registration rewards open to the member and not taken yet (a code reward needs its code: not here).
    const owed = new Set(rows.filter((r) => r.state === 'claimable').map((r) => r.activityId));
    const { list } = await listPromotions(db, ctx, undefined, now);
    for (const p of list.filter((p) => p.state === 'claim' && p.trigger === 'registration' && !owed.has(p.id)))
      items.push({
        id: `promotion:activity:${p.id}`,
        source: 'promotion',
        kind: 'reward',
        title: p.title,
        status: 'claimable',
        amount: p.reward.kind === 'fixed' ? p.reward.amount : null,
        points: p.reward.points,
        progress: null,
        endsAt: p.endsAt,
        at: p.startsAt,
        note: null,
        claim: { call: 'promotion', id: p.id },
      });
    return items;
  },
  async history(db, ctx, limit, now) {
    const { places } = await brandOf(db, ctx.merchantId);
    const { rows, total } = await promotionRewardsRepository.history(db, ctx.memberId, now.toISOString(), limit);
    const items = rows.map((r) => {
      const ended = r.bonus && (r.bonus.state === 'expired' || r.bonus.state === 'forfeited') ? r.bonus.state : null;
      return item(r, ctx.language, places, ended ?? HISTORY_STATUS[r.state] ?? 'issued');
    });
    return { items, total };
  },
};
