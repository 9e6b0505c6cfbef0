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
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}
