import { getVipHistory, getVipInfo, setVipBirthday, type VipInfo } from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';

const VIP = { moduleId: 'vip' };
export const vipKeys = {
  info: (token: string) => ['vip', token, 'info'] as const,
  history: (token: string, pageNo: number) => ['vip', token, 'history', pageNo] as const,
};

export const vipInfoQuery = (token: string) => valueQuery(vipKeys.info(token), getVipInfo, VIP, { staleTime: 0 });
export const vipHistoryQuery = (token: string, pageNo: number) =>
  valueQuery(vipKeys.history(token, pageNo), getVipHistory, { ...VIP, query: { pageNo } });

/** The birthday is set once; the answer is the new page state. */
export const saveBirthday = (client: QueryClient, token: string, birthday: string) =>
  apiValue(setVipBirthday, { ...VIP, body: { birthday } }).then((info: VipInfo) => {
    client.setQueryData(vipKeys.info(token), info);
    return info;
  });
