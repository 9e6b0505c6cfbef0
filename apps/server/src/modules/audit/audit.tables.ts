import type { Generated } from 'kysely';

/** The append-only trail of operator actions (triggers refuse updates and deletes: migration 0100). */
export interface AuditLogTable {
  id: Generated<number>;
  merchant_id: number | null;
  operator_id: number | null;
  operator_name: string;
  action: string;
  target: string | null;
  status: number;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
