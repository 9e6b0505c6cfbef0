import type { Generated } from 'kysely';

export interface GameSessionsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  token_hash: string;
  currency: string;
  demo: number;
  created_at: string;
  expires_at: string;
  /** The member session that launched the game (migration 0024): the token dies with it. */
  session_id: number | null;
}

export interface LaunchTables {
  game_sessions: GameSessionsTable;
}
