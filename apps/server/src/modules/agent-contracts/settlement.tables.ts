import type { Generated } from 'kysely';

/** Contract settlement's tables (migration 0131). Amounts are minor units, times ISO text. */
type Amount = number | bigint | string;

export interface ContractSettingsTable {
  merchant_id: number;
  negative_carry: number;
  auto_approve: number;
  updated_at: string;
}

export interface ContractExclusionsTable {
  member_id: number;
  merchant_id: number;
  reason: 'test' | 'blocked';
  created_at: string;
}

export interface ContractSettlementRunsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  period_kind: string;
  period_key: string;
  period_start: string;
  period_end: string;
  state: Generated<'preview' | 'paid'>;
  previews: Generated<number>;
  created_at: string;
  previewed_at: string;
  approved_at: string | null;
  approved_by: string | null;
  /** The brand's negative-carry setting the run was first previewed under (migration 0300): 1 on, 0 off. */
  negative_carry: Generated<number>;
}

export interface ContractSettlementLinesTable {
  id: Generated<number>;
  run_id: number;
  merchant_id: number;
  contract_id: number;
  agent_id: number;
  payer_agent_id: number | null;
  kind: string;
  period_key: string;
  amount: Amount;
  to_downlines: Amount;
  kept: Amount;
  inputs: string;
  formula: string;
  state: Generated<'preview' | 'paid' | 'clawed_back'>;
  paid_amount: Generated<Amount>;
  ledger_transaction_id: number | null;
  paid_at: string | null;
  clawed_back_at: string | null;
}

export interface ContractDebtsTable {
  id: Generated<number>;
  merchant_id: number;
  debtor_agent_id: number;
  creditor_agent_id: number;
  line_id: number;
  amount: Amount;
  remaining: Amount;
  state: Generated<'open' | 'paid' | 'cancelled'>;
  created_at: string;
  closed_at: string | null;
}

export interface ContractDebtPaymentsTable {
  id: Generated<number>;
  debt_id: number;
  run_id: number;
  amount: Amount;
  ledger_transaction_id: number;
  created_at: string;
}

export interface ContractCarryTable {
  contract_id: number;
  carry: Amount;
  period_key: string;
  updated_at: string;
}

export interface ContractRealtimeBetsTable {
  event_id: number;
  merchant_id: number;
  member_id: number;
  bet_id: number;
  settled_at: string;
  stake: Amount;
  valid_bet: Amount;
  payout: Amount;
  sign: number;
  window_key: string | null;
}

export interface SettlementTables {
  contract_settings: ContractSettingsTable;
  contract_exclusions: ContractExclusionsTable;
  contract_settlement_runs: ContractSettlementRunsTable;
  contract_settlement_lines: ContractSettlementLinesTable;
  contract_debts: ContractDebtsTable;
  contract_debt_payments: ContractDebtPaymentsTable;
  contract_carry: ContractCarryTable;
  contract_realtime_bets: ContractRealtimeBetsTable;
}
