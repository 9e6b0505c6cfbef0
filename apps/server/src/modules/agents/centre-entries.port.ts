import type { DbOrTrx } from '../../db/schema.ts';

/** The agent centre's contract entries: which kinds of contract the agent holds or is offered. */
export type CentreContractEntries = {
  dividend: boolean;
  salary: boolean;
  hourlySalary: boolean;
  realTimeSalary: boolean;
};
/**
 * Sources of those entries, added by the module that owns the contracts when it starts (agents
 * cannot import it: the contracts depend on the agents); none: every entry stays hidden.
 */
export const CENTRE_ENTRY_SOURCES: ((db: DbOrTrx, agentId: number) => Promise<Partial<CentreContractEntries>>)[] = [];
