/** The sandbox aggregator's play sessions (migration 0022). */
export interface SandboxAggregatorSessionsTable {
  id: string;
  user_id: string;
  token: string;
  game_code: string;
  currency: string;
  lang: string;
  lobby_url: string;
  created_at: string;
}

export interface SandboxAggregatorTables {
  sandbox_aggregator_sessions: SandboxAggregatorSessionsTable;
}
