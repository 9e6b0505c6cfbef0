import type { Generated } from 'kysely';

/** Member sign-in sessions (their token hashes), written by the auth module. */
export interface SessionsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  ip: string | null;
}

export interface AuthTables {
  sessions: SessionsTable;
}
