import {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointReward,
  getRedeemPointList,
  redeemPointReward,
  type RewardKind,
} from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { valueQuery } from '@/lib/value-query';

const POINTS = { moduleId: 'pointMall' };

export const pointsKeys = {
  all: ['points'] as const,
  balance: (token: string) => ['points', 'balance', token] as const,
  config: (token: string) => ['points', 'config', token] as const,
  rewards: (token: string, filter: RewardFilter) => ['points', 'rewards', token, filter] as const,
  history: (token: string, pageNo: number) => ['points', 'history', token, pageNo] as const,
};

export type RewardFilter = { kind: RewardKind | ''; affordable: boolean; pageNo: number };

export const balanceQuery = (token: string) => valueQuery(pointsKeys.balance(token), getPointBalance, POINTS);
export const configQuery = (token: string) =>
  valueQuery(pointsKeys.config(token), getPointConfig, POINTS, { staleTime: 5 * 60_000 });
export const rewardsQuery = (token: string, filter: RewardFilter) =>
  valueQuery(pointsKeys.rewards(token, filter), getPointReward, {
    ...POINTS,
    query: {
      pageNo: filter.pageNo,
      pageSize: 24,
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.affordable ? { affordable: '1' } : {}),
    },
  });
export const historyQuery = (token: string, pageNo: number) =>
  valueQuery(pointsKeys.history(token, pageNo), getRedeemPointList, { ...POINTS, query: { pageNo, pageSize: 10 } });

export type RedeemBody = {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
  clientKey: string;
  recipient?: string;
  address?: string;
  phone?: string;
};

export const redeemRequest = (body: RedeemBody) => apiValue(redeemPointReward, { ...POINTS, body, encrypted: true });
export const convertRequest = (body: { points: number; paymentPassword: string; clientKey: string }) =>
  apiValue(convertPoint, { ...POINTS, body, encrypted: true });

/** After points moved: every points read, and the wallet (a conversion credits it). */
export const refreshPoints = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: pointsKeys.all }), refreshWallet(client)]);
