import type { Generated } from 'kysely';

type Big = string | number | bigint;

/** Missions (migration 0210): amounts in minor units, times ISO text, titles and prizes as JSON text. */
export interface MissionsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  titles: string;
  kind: string;
  cadence: string;
  target: Big;
  multiplier_x100: number | null;
  category: string | null;
  reward: Big;
  score: number;
  sort_order: Generated<number>;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface MissionProgressTable {
  id: Generated<number>;
  merchant_id: number;
  mission_id: number;
  member_id: number;
  period_key: string;
  progress: Big;
  completed_at: string | null;
  updated_at: string;
}

export interface MissionClaimsTable {
  id: Generated<number>;
  merchant_id: number;
  mission_id: number;
  member_id: number;
  period_key: string;
  reward: Big;
  claimed_at: string;
}

export interface MissionCountedTable {
  merchant_id: number;
  source_key: string;
  counted_at: string;
}

export interface MissionLeaderboardsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  titles: string;
  cadence: string;
  prizes: string;
  status: string;
  created_at: string;
}

export interface MissionScoresTable {
  id: Generated<number>;
  merchant_id: number;
  leaderboard_id: number;
  member_id: number;
  period_key: string;
  period_end: string;
  score: number;
  reached_at: string;
}

export interface MissionSettlementsTable {
  id: Generated<number>;
  merchant_id: number;
  leaderboard_id: number;
  period_key: string;
  settled_at: string;
}

export interface MissionPrizesTable {
  id: Generated<number>;
  merchant_id: number;
  settlement_id: number;
  member_id: number;
  rank: number;
  score: number;
  amount: Big;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_progress: MissionProgressTable;
  mission_claims: MissionClaimsTable;
  mission_counted: MissionCountedTable;
  mission_leaderboards: MissionLeaderboardsTable;
  mission_scores: MissionScoresTable;
  mission_settlements: MissionSettlementsTable;
  mission_prizes: MissionPrizesTable;
}
