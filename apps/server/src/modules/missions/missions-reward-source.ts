import { amountIn } from '../../lib/money.ts';
import { formatMinor, type RewardItem } from '@arcadia/contracts';
import { newestFirst, type RewardSource } from '../reward-centre/reward-centre.port.ts';
import { missionBrand, periodAt } from './mission-brand.ts';
import { titleIn } from './missions.model.ts';
import { missionRewardsRepository, type MissionRewardRow } from './missions-rewards.repository.ts';
import { missionSummary } from './missions.usecases.ts';

/**
 * Missions in the reward centre: this period's missions (claimable once complete, with
 * MCSFE_claimMission; in progress with their bar until the period resets), and the history of
 * claims, leaderboard prizes (paid by the settlement) and completions never claimed (lapsed).
 */
export const missionsRewardSource: RewardSource = {
  name: 'mission',
  async current(db, ctx, now) {
    const summary = await missionSummary(db, ctx, now);
    const { places } = await missionBrand(db, ctx.merchantId);
    return summary.missions
      .filter((m) => m.state !== 'claimed' && (m.state === 'claimable' || amountIn(m.reward, places) > 0n))
      .map((m): RewardItem => ({
        id: `mission:${m.id}:${m.periodKey}`,
        source: 'mission',
        kind: 'mission',
        title: m.title,
        status: m.state === 'claimable' ? 'claimable' : 'in_progress',
        amount: m.reward,
        points: null,
        progress: { done: m.progress, target: m.target, percent: m.percent },
        endsAt: m.resetsAt,
        at: summary.serverTime,
        note: null,
        claim: m.state === 'claimable' ? { call: 'mission', missionId: m.id } : null,
      }));
  },
  async history(db, ctx, limit, now) {
    const brand = await missionBrand(db, ctx.merchantId);
    const running = [periodAt(brand, 'daily', now).key, periodAt(brand, 'weekly', now).key];
    const parts = await Promise.all([
      missionRewardsRepository.claims(db, ctx.memberId, limit),
      missionRewardsRepository.prizes(db, ctx.memberId, limit),
      missionRewardsRepository.lapsed(db, ctx.memberId, running, limit),
    ]);
    const view = (r: MissionRewardRow): RewardItem => ({
      id: `mission:${r.kind}:${r.id}`,
      source: 'mission',
      kind: r.kind === 'prize' ? 'prize' : 'mission',
      title: titleIn(r.titles, ctx.language),
      status: r.kind === 'prize' ? 'issued' : r.kind === 'expired' ? 'expired' : 'claimed',
      amount: formatMinor(r.amount, brand.places),
      points: null,
      progress: null,
      endsAt: null,
      at: r.at,
      note: r.rank === null ? r.periodKey : `#${r.rank} · ${r.periodKey}`,
      claim: null,
    });
    return {
      items: newestFirst(
        parts.map((p) => p.list.map(view)),
        limit,
      ),
      total: parts.reduce((sum, p) => sum + p.total, 0),
    };
  },
};
