import type { Generated } from 'kysely';

/** Back-office accounts and their sessions (migration 0006); apart from members entirely. */
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  password_hash: string;
  role: string;
  merchant_id: number | null;
  disabled: number;
  created_at: string;
  last_login_at: string | null;
  /** Base32 TOTP secret once confirmed (migration 0100); the one being enrolled; the last step used. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: string | number | bigint | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  /** Null while only the password was given: a sign-in challenge, not a session. */
  verified_at: string | null;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AdjustmentRequestsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  amount: string | number | bigint;
  reason: string;
  status: string;
  requested_by: number;
  decided_by: number | null;
  transaction_id: number | null;
  decision_note: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface OperatorSettingsTable {
  merchant_id: number;
  dual_approval_minor: string | number | bigint;
  updated_at: string;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  adjustment_requests: AdjustmentRequestsTable;
  operator_settings: OperatorSettingsTable;
}
