import {
  listContractSettlements,
  listDownlines,
  processDailySalaryContract,
  processDividendContract,
  processHourlySalaryContract,
  processRealTimeSalaryContract,
  simulateContract,
  type ContractKindName,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { AGENT_MODULE_ID } from './agent-api';

/*
 * The agent contracts' calls: the spec's four processing calls (one per kind, each taking list,
 * accept, reject or offer), the settlement history and the simulator. Keys sit under ['agent',
 * token, 'contracts', …] so the agent centre's invalidation after an answer refreshes them too.
 */
const AGENT = { moduleId: AGENT_MODULE_ID };

/** The spec's processing call of each kind. */
export const PROCESS_CALL = {
  dividend: processDividendContract,
  daily_salary: processDailySalaryContract,
  hourly_salary: processHourlySalaryContract,
  realtime_salary: processRealTimeSalaryContract,
} as const;

export const contractKeys = {
  all: (token: string) => ['agent', token, 'contracts'] as const,
  list: (token: string, kind: ContractKindName) => ['agent', token, 'contracts', kind, 'list'] as const,
  lines: (token: string, kind: ContractKindName) => ['agent', token, 'contracts', kind, 'lines'] as const,
};

export const contractsQuery = (token: string, kind: ContractKindName) =>
  valueQuery(
    contractKeys.list(token, kind),
    PROCESS_CALL[kind],
    { ...AGENT, body: { action: 'list' } },
    { staleTime: 0 },
  );

export const settlementsQuery = (token: string, kind: ContractKindName) =>
  valueQuery(
    contractKeys.lines(token, kind),
    listContractSettlements,
    { ...AGENT, query: { kind, limit: 60 } },
    { staleTime: 0 },
  );

/** The agent's direct downlines (agents among them may be offered contracts). */
export const directDownlinesQuery = (token: string) =>
  valueQuery(
    ['agent', token, 'contracts', 'directDownlines'] as const,
    listDownlines,
    {
      ...AGENT,
      query: { range: 'thisMonth', scope: 'direct', pageNo: 1, pageSize: 100, sort: 'username', order: 'asc' },
    },
    { staleTime: 30_000 },
  );

/** An action on one kind's contracts: the answer is the refreshed list. */
export const contractAction = (kind: ContractKindName, body: Record<string, unknown>) =>
  apiValue(PROCESS_CALL[kind], { ...AGENT, body });

export type SimulateBody = Parameters<typeof simulateContract.body.parse>[0];
export const simulate = (body: SimulateBody) => apiValue(simulateContract, { ...AGENT, body });
