import type { Generated } from 'kysely';

type BigIntColumn = string | number | bigint;

/** Deposit side of payments (migration 0006). Amounts are integer minor units. */
export interface PaymentSettingsTable {
  merchant_id: number;
  withdrawal_min: BigIntColumn;
  withdrawal_max: BigIntColumn;
  withdrawal_max_pending: number;
  updated_at: string;
}

export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  /** manual_bank | sandbox_gateway */
  kind: string;
  name: string;
  min_amount: BigIntColumn;
  max_amount: BigIntColumn;
  fee_fixed: BigIntColumn;
  /** Percent fee in basis points (150 = 1.5 %). */
  fee_bps: number;
  /** member | house */
  fee_payer: string;
  enabled: number;
  config: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface DepositsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  kind: string;
  amount: BigIntColumn;
  fee: BigIntColumn;
  credit_amount: BigIntColumn;
  currency: string;
  status: string;
  reference: string;
  client_key: string;
  request_hash: string;
  provider_ref: string | null;
  checkout_url: string | null;
  ledger_transaction_id: number | null;
  failure_reason: string | null;
  reviewed_by: number | null;
  created_at: string;
  updated_at: string;
  credited_at: string | null;
  /** The brand's business day of the credit, as counted in member_day_money (play record). */
  business_day: string | null;
}

export interface PaymentWebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  deposit_id: number | null;
  type: string;
  outcome: string;
  received_at: string;
}

export interface SandboxPspCheckoutsTable {
  id: string;
  merchant_id: number;
  order_id: string;
  description: string;
  amount: BigIntColumn;
  currency: string;
  /** open | paid | cancelled */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  payment_settings: PaymentSettingsTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  sandbox_psp_checkouts: SandboxPspCheckoutsTable;
}
