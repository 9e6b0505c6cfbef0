import { claimManualRebate, getManualRebate, getManualRebateHistory, type RebateSummary } from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { refreshWallet } from '@/lib/wallet/wallet-queries';

const REBATES = { moduleId: 'manualRebate' };

export const rebateKeys = {
  summary: (token: string) => ['rebates', 'summary', token] as const,
  history: (token: string, page: number) => ['rebates', 'history', token, page] as const,
};

export const rebateSummaryQuery = (token: string) =>
  valueQuery(rebateKeys.summary(token), getManualRebate, REBATES, { staleTime: 0 });

export const rebateHistoryQuery = (token: string, pageNo: number) =>
  valueQuery(rebateKeys.history(token, pageNo), getManualRebateHistory, {
    ...REBATES,
    query: { pageNo, pageSize: 10 },
  });

/** Claims one category (or all): the answer's summary replaces the cached one; history and balances refresh. */
export async function claimRebate(client: QueryClient, token: string, category?: string) {
  const result = await apiValue(claimManualRebate, { ...REBATES, body: category ? { category } : {} });
  client.setQueryData<RebateSummary>(rebateKeys.summary(token), result.summary);
  void client.invalidateQueries({ queryKey: ['rebates', 'history'] });
  void refreshWallet(client);
  return result;
}
