import type { Generated } from 'kysely';

/** Password reset tokens (their hashes), written by the password module. */
export interface PasswordResetsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PasswordTables {
  password_resets: PasswordResetsTable;
}
