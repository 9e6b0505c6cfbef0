import {
  createAffiliateCode,
  getAgentCentre,
  getAgentIncome,
  getTeamBetting,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  listAffiliateCodes,
  listDownlines,
  registerDownline,
  transferDownline,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';

export const AGENT_MODULE_ID = 'agentCentre';
const AGENT = { moduleId: AGENT_MODULE_ID };
export const PAGE_SIZE = 10;

export type Period = { range: 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'lastMonth' };
export type Scope = { scope: 'team' | 'direct' };
type Query = Record<string, string | number | undefined>;
const key = (token: string, name: string, query: Query = {}) => ['agent', token, name, query] as const;

export const centreQuery = (token: string) =>
  valueQuery(key(token, 'centre'), getAgentCentre, AGENT, { staleTime: 30_000 });
export const codesQuery = (token: string) => valueQuery(key(token, 'codes'), listAffiliateCodes, AGENT);
export const overviewQuery = (token: string, q: Period & Scope) =>
  valueQuery(key(token, 'overview', q), getTeamOverview, { ...AGENT, query: q }, { staleTime: 0 });
export const downlinesQuery = (token: string, q: Period & { pageNo: number; search?: string }) =>
  valueQuery(
    key(token, 'downlines', q),
    listDownlines,
    { ...AGENT, query: { ...q, pageSize: PAGE_SIZE, ...(q.search ? { search: q.search } : {}) } },
    { staleTime: 0 },
  );
export const bettingQuery = (token: string, q: Period & Scope & { groupBy: string; pageNo: number; search?: string }) =>
  valueQuery(
    key(token, 'betting', q),
    getTeamBetting,
    { ...AGENT, query: { ...q, pageSize: PAGE_SIZE } },
    { staleTime: 0 },
  );
export const profitLossQuery = (token: string, q: Period & Scope & { pageNo: number; search?: string }) =>
  valueQuery(
    key(token, 'profitLoss', q),
    getTeamProfitLoss,
    { ...AGENT, query: { ...q, pageSize: PAGE_SIZE } },
    { staleTime: 0 },
  );
export const incomeQuery = (token: string, q: Period) =>
  valueQuery(key(token, 'income', q), getAgentIncome, { ...AGENT, query: q }, { staleTime: 0 });
/** `beforeId`: the last id of the page before (keyset paging: the server reads no row it skips). */
export const transactionsQuery = (token: string, q: Period & { type?: string; pageNo: number; beforeId?: number }) =>
  valueQuery(
    key(token, 'transactions', q),
    getTeamTransactions,
    { ...AGENT, query: { ...q, pageSize: PAGE_SIZE, ...(q.type ? { type: q.type } : { type: undefined }) } },
    { staleTime: 0 },
  );

export const openDownline = (body: { username: string; password: string; memberType: number }) =>
  apiValue(registerDownline, { ...AGENT, body, encrypted: true });
export const fundDownline = (body: {
  downlineId: number;
  amount: string;
  paymentPassword: string;
  clientKey: string;
}) => apiValue(transferDownline, { ...AGENT, body, encrypted: true });
export const newCode = (body: { label: string; memberType: number }) =>
  apiValue(createAffiliateCode, { ...AGENT, body });
