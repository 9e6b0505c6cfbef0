import type { DbOrTrx } from '../../db/schema.ts';
import type { CentreContractEntries } from '../agents/centre-entries.port.ts';
import { agentContractsRepository } from './agent-contracts.repository.ts';
import type { ContractKind } from './contract-terms.model.ts';

const ENTRY_OF: Record<ContractKind, keyof CentreContractEntries> = {
  dividend: 'dividend',
  daily_salary: 'salary',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'realTimeSalary',
};

/**
 * The agent centre's contract entries for an agent: a kind's entry shows once the agent holds a
 * contract of that kind or is offered one (what it offers its downlines comes from what it holds).
 */
export async function contractEntries(db: DbOrTrx, agentId: number): Promise<Partial<CentreContractEntries>> {
  const entries: Partial<CentreContractEntries> = {};
  for (const contract of await agentContractsRepository.listForAgent(db, agentId)) {
    if (contract.agentId === agentId && (contract.state === 'requested' || contract.state === 'accepted'))
      entries[ENTRY_OF[contract.kind]] = true;
  }
  return entries;
}
