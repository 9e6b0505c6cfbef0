import type { RewardItem } from '@arcadia/contracts';
import type { RewardSource } from '../reward-centre/reward-centre.port.ts';
import { rebatesRepository } from './rebates.repository.ts';
import { rebateHistory, rebateSummary } from './rebates.usecases.ts';

const rebateItem = (category: string, amount: string, at: string): Omit<RewardItem, 'id' | 'status'> => ({
  source: 'rebate',
  kind: 'rebate',
  title: category,
  amount,
  points: null,
  progress: null,
  endsAt: null,
  at,
  note: null,
  claim: null,
});

/**
 * Rebates in the reward centre: the closed period's lines, claimable (MCS2_claimManualRebate, one
 * category) until the running period closes — or waiting for the brand's automatic payment — and
 * the running period's estimate (in progress until it closes), then the rebates paid.
 */
export const rebatesRewardSource: RewardSource = {
  name: 'rebate',
  async current(db, ctx, now) {
    if (!(await rebatesRepository.settings(db, ctx.merchantId)).enabled) return [];
    const summary = await rebateSummary(db, ctx, now);
    const closesAt = summary.running.period.end;
    const owed = summary.claimable.lines
      .filter((l) => l.state === 'claimable')
      .map((l): RewardItem => ({
        ...rebateItem(l.category, l.amount, summary.claimable.period.end),
        id: `rebate:${summary.claimable.period.key}:${l.category}`,
        status: summary.autoPay ? 'in_progress' : 'claimable',
        endsAt: closesAt,
        note: summary.claimable.period.key,
        claim: summary.autoPay ? null : { call: 'rebate', category: l.category },
      }));
    const accruing = summary.running.lines
      .filter((l) => l.state === 'accruing' && Number(l.amount) > 0)
      .map((l): RewardItem => ({
        ...rebateItem(l.category, l.amount, summary.running.period.start),
        id: `rebate:${summary.running.period.key}:${l.category}`,
        status: 'in_progress',
        endsAt: closesAt,
        note: summary.running.period.key,
      }));
    return [...owed, ...accruing];
  },
  async history(db, ctx, limit) {
    const page = await rebateHistory(db, ctx, 1, limit);
    const items = page.list.map((c): RewardItem => ({
      ...rebateItem(c.category, c.amount, c.createdAt),
      id: `rebate:claim:${c.id}`,
      status: c.source === 'auto' ? 'issued' : 'claimed',
      note: c.periodKey,
    }));
    return { items, total: page.total };
  },
};
