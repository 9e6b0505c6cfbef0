import type { Generated } from 'kysely';
import type { SettlementTables } from './settlement.tables.ts';

/** Agent contracts (migration 0130): terms as JSON (contract-terms.model.ts), times ISO text. */
export interface AgentContractsTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  offered_by: number | null;
  kind: string;
  period: string;
  version: number;
  terms: string;
  state: Generated<string>;
  created_at: string;
  answered_at: string | null;
  ended_at: string | null;
  end_reason: string | null;
}

export interface AgentContractTables extends SettlementTables {
  agent_contracts: AgentContractsTable;
}
