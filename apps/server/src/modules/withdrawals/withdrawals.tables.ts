import type { Generated } from 'kysely';

type BigIntColumn = string | number | bigint;

/** Payout accounts and withdrawals (migration 0006). Amounts are integer minor units. */
export interface PayoutAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  type: string;
  holder_name: string;
  provider_name: string;
  account_number: string;
  created_at: string;
  /** Removed accounts stay for the withdrawals that point at them. */
  removed_at: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  payout_account_id: number;
  payout_type: string;
  payout_holder_name: string;
  payout_provider_name: string;
  payout_account_number: string;
  amount: BigIntColumn;
  currency: string;
  status: string;
  client_key: string;
  request_hash: string;
  reject_reason: string | null;
  received_amount: BigIntColumn | null;
  remaining_amount: BigIntColumn | null;
  refund_amount: BigIntColumn | null;
  resolution_note: string | null;
  proof_file: string | null;
  proof_mime: string | null;
  proof_size: number | null;
  reviewed_by: number | null;
  created_at: string;
  updated_at: string;
  reviewed_at: string | null;
  disbursed_at: string | null;
  confirmed_at: string | null;
  resolved_at: string | null;
  /** The brand's business days of the disbursement and of a refund, as counted in member_day_money. */
  business_day: string | null;
  refund_business_day: string | null;
  /** A large withdrawal's first approver and when (migration 0101); a second operator disburses it. */
  first_approved_by: number | null;
  first_approved_at: string | null;
}

export interface WithdrawalTables {
  payout_accounts: PayoutAccountsTable;
  withdrawals: WithdrawalsTable;
}
