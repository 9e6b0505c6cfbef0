import type { Minor } from '../../lib/money.ts';
import type { ContractKind } from './contract-terms.model.ts';

/**
 * SETTLEMENT: for each (brand, kind, period) a run, first a preview (lines computed, nothing
 * paid), then paid once — by the brand's auto-approval or an operator's. Each line is one
 * contract's period: what its agent's team did, the amount its terms give, who pays it, what the
 * agent owes its downlines and keeps, and the formula, so the agent and the operator see why.
 */
export type SettlementPeriodKind = 'hour' | 'day' | 'week' | 'semimonth' | 'month' | '5min';

export type SettlementPeriod = { kind: SettlementPeriodKind; key: string; start: Date; end: Date };

export type RunState = 'preview' | 'paid';
export type LineState = 'preview' | 'paid' | 'clawed_back';

export type SettlementRun = {
  id: number;
  merchantId: number;
  kind: ContractKind;
  periodKind: SettlementPeriodKind;
  periodKey: string;
  periodStart: string;
  periodEnd: string;
  state: RunState;
  previews: number;
  previewedAt: string;
  approvedAt: string | null;
  approvedBy: string | null;
  /**
   * Whether a losing dividend period carries forward, as the brand's setting stood when the run
   * was first previewed: every re-run of the period (and a clawback of its lines) applies it.
   */
  negativeCarry: boolean;
};

/** Why a line has its amount: amounts as strings of minor units (JSON has no big integers). */
export type LineInputs = {
  teamLoss: string;
  validBet: string;
  activeMembers: number;
  rateBp: number;
  tier: { minTeamLoss?: string; minValidBet?: string; minActiveMembers?: number; rateBp: number } | null;
  carryIn?: string;
  base?: string;
  carryOut?: string;
  bets?: number;
  profitRateBp?: number;
  lossRateBp?: number;
  minSingleBet?: string;
};

export type SettlementLine = {
  id: number;
  runId: number;
  merchantId: number;
  contractId: number;
  agentId: number;
  payerAgentId: number | null;
  kind: ContractKind;
  periodKey: string;
  amount: Minor;
  toDownlines: Minor;
  kept: Minor;
  inputs: LineInputs;
  formula: string;
  state: LineState;
  paidAmount: Minor;
  ledgerTransactionId: number | null;
  paidAt: string | null;
  clawedBackAt: string | null;
};

export type NewLine = Pick<
  SettlementLine,
  'contractId' | 'agentId' | 'payerAgentId' | 'amount' | 'toDownlines' | 'kept' | 'inputs' | 'formula'
>;

export type ContractDebt = {
  id: number;
  merchantId: number;
  debtorAgentId: number;
  creditorAgentId: number;
  lineId: number;
  amount: Minor;
  remaining: Minor;
  state: 'open' | 'paid' | 'cancelled';
  createdAt: string;
};

export type ContractSettings = { negativeCarry: boolean; autoApprove: boolean };

/** The ledger kind a contract's payments post under (the agent centre's income reads these). */
export const LEDGER_KIND: Record<ContractKind, string> = {
  dividend: 'agent_dividend',
  daily_salary: 'agent_salary',
  hourly_salary: 'agent_salary',
  realtime_salary: 'agent_salary',
};

/** Idempotency keys: one posting per line, per debt payment per run, one reversal per clawback. */
export const ledgerKeys = {
  line: (lineId: number) => `contract-line:${lineId}`,
  debtPayment: (debtId: number, runId: number) => `contract-debt:${debtId}:run:${runId}`,
  clawback: (key: string) => `contract-clawback:${key}`,
};
