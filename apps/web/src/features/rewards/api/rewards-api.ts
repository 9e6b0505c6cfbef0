import {
  claimManualRebate,
  claimMission,
  claimPromotion,
  claimRafflePromotion,
  getRewardCenter,
  type RewardClaimCall,
  type RewardSourceName,
} from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { refreshWallet } from '@/lib/wallet/wallet-queries';

const REWARDS = { moduleId: 'rewardCenter' };
export const REWARD_PAGE_SIZE = 10;

export const rewardKeys = {
  all: ['rewards'] as const,
  centre: (token: string, pageNo: number, source: RewardSourceName | undefined) =>
    ['rewards', 'centre', token, pageNo, source ?? 'all'] as const,
};

/** The centre, polled while open: wagering and missions move as the member plays elsewhere. */
export const rewardCentreQuery = (token: string, pageNo: number, source: RewardSourceName | undefined) =>
  valueQuery(
    rewardKeys.centre(token, pageNo, source),
    getRewardCenter,
    { ...REWARDS, query: { pageNo, pageSize: REWARD_PAGE_SIZE, ...(source ? { source } : {}) } },
    { staleTime: 0, refetchInterval: 60_000 },
  );

/**
 * Takes a claimable reward through its own module's call (the centre moves no money), then reads
 * the centre, that module's pages (the mission badge among them) and the balances again.
 */
export async function claimReward(client: QueryClient, claim: RewardClaimCall): Promise<void> {
  switch (claim.call) {
    case 'promotion':
      await apiValue(claimPromotion, { ...REWARDS, body: { id: claim.id } });
      break;
    case 'mission':
      await apiValue(claimMission, { ...REWARDS, body: { missionId: claim.missionId } });
      break;
    case 'rebate':
      await apiValue(claimManualRebate, { ...REWARDS, body: { category: claim.category } });
      break;
    case 'raffle':
      await apiValue(claimRafflePromotion, { ...REWARDS, body: { prizeId: claim.prizeId } });
      break;
  }
  await client.invalidateQueries({ queryKey: rewardKeys.all });
  for (const area of ['promotions', 'missions', 'rebates']) void client.invalidateQueries({ queryKey: [area] });
  void refreshWallet(client);
}
