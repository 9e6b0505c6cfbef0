import { claimMission, getMissionLeaderboard, getMissionSummaryDetails, type MissionCadence } from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { refreshWallet } from '@/lib/wallet/wallet-queries';

const MISSIONS = { moduleId: 'missionLeaderboard' };

export const missionKeys = {
  summary: (token: string) => ['missions', 'summary', token] as const,
  leaderboard: (token: string, cadence: MissionCadence | undefined, period: 'current' | 'previous') =>
    ['missions', 'leaderboard', token, cadence ?? 'any', period] as const,
};

/** The missions and the badge count; polled while shown, so progress moves as the member plays. */
export const missionSummaryQuery = (token: string) =>
  valueQuery(missionKeys.summary(token), getMissionSummaryDetails, MISSIONS, { staleTime: 0, refetchInterval: 30_000 });

export const missionLeaderboardQuery = (
  token: string,
  cadence: MissionCadence | undefined,
  period: 'current' | 'previous',
) =>
  valueQuery(
    missionKeys.leaderboard(token, cadence, period),
    getMissionLeaderboard,
    { ...MISSIONS, query: { ...(cadence ? { cadence } : {}), period } },
    { staleTime: 0, refetchInterval: 60_000 },
  );

/** A claim, then the missions, the leaderboard and the balance read again. */
export async function claimMissionReward(client: QueryClient, missionId: number) {
  const claimed = await apiValue(claimMission, { ...MISSIONS, body: { missionId } });
  await client.invalidateQueries({ queryKey: ['missions'] });
  void refreshWallet(client);
  return claimed;
}
