import type { Generated } from 'kysely';

/** The agent centre's tables (migration 0100). Booleans are 0/1, amounts minor units. */
export interface AgentLevelsTable {
  merchant_id: number;
  /** isAgent 1, 2, 41 or 42. */
  code: number;
  /** JSON: language → name. */
  names: string;
  open_accounts: number;
  create_agents: number;
  offer_contracts: number;
  see_transactions: number;
}

export interface AgentSettingsTable {
  merchant_id: number;
  downline_transfer: number;
  active_min_stake: number | bigint | string;
  active_min_deposits: number | bigint | string;
}

export interface AffiliateCodesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  code: string;
  label: string;
  /** What a registration through the code becomes: 0 a member, or an agent level. */
  member_type: number;
  registrations: number;
  created_at: string;
}

export interface MemberUplineMovesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  from_upline_id: number | null;
  to_upline_id: number | null;
  team_size: number;
  actor: string;
  reason: string;
  created_at: string;
}

/** An agent's whole team's play (closure depth >= 1) per business day, category and vendor (migration 0400). */
export interface TeamDayPlayTable {
  ancestor_id: number;
  day: string;
  category: string;
  vendor_code: string;
  merchant_id: number;
  bets: number;
  stake: number | bigint | string;
  valid_bet: number | bigint | string;
  payout: number | bigint | string;
  win_loss: number | bigint | string;
}

/** Each member of an agent's whole team, per business day and month, its play and money (migration 0410). */
export interface TeamMemberPeriodsTable {
  ancestor_id: number;
  bucket: string;
  member_id: number;
  merchant_id: number;
  bets: number;
  stake: number | bigint | string;
  valid_bet: number | bigint | string;
  payout: number | bigint | string;
  win_loss: number | bigint | string;
  deposits: number | bigint | string;
  withdrawals: number | bigint | string;
  bonuses: number | bigint | string;
}

export interface AgentTables {
  agent_levels: AgentLevelsTable;
  agent_settings: AgentSettingsTable;
  affiliate_codes: AffiliateCodesTable;
  member_upline_moves: MemberUplineMovesTable;
  team_day_play: TeamDayPlayTable;
  team_member_periods: TeamMemberPeriodsTable;
}
