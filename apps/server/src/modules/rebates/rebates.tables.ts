import type { Generated } from 'kysely';

/** The rebates module's tables (migration 0200). Money in minor units; booleans 0/1. */
export interface RebateSettingsTable {
  merchant_id: number;
  enabled: number;
  period_kind: string;
  auto_pay: number;
  min_payout: number | bigint | string;
  max_payout: number | bigint | string | null;
  updated_at: string;
}

export interface RebateClaimsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  period_key: string;
  category: string;
  valid_bet: number | bigint | string;
  rate_bp: number;
  amount: number | bigint | string;
  source: string;
  ledger_transaction_id: number | null;
  created_at: string;
}

/** The business days a paid line took: one row per (member, category, day), ever. */
export interface RebateClaimDaysTable {
  member_id: number;
  category: string;
  day: string;
  claim_id: number | null;
}

export interface RebateTables {
  rebate_settings: RebateSettingsTable;
  rebate_claims: RebateClaimsTable;
  rebate_claim_days: RebateClaimDaysTable;
}
