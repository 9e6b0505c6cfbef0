import type { Generated } from 'kysely';

export interface LotteryGamesTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  enabled: number;
  sort: number;
  /** A LotteryGameDefinition as JSON. */
  definition: string;
  created_at: string;
  updated_at: string;
}

export type IssueState = 'pending' | 'drawn' | 'settled' | 'void';

export interface LotteryIssuesTable {
  id: Generated<number>;
  merchant_id: number;
  game_code: string;
  numero: string;
  opens_at: string;
  closes_at: string;
  draw_at: string;
  state: IssueState;
  seed: string;
  seed_hash: string;
  /** The DrawResult as JSON, once drawn. */
  result: string | null;
  drawn_at: string | null;
  settled_at: string | null;
  late: number;
  void_reason: string | null;
  created_at: string;
}

export type LineStatus = 'open' | 'won' | 'lost' | 'cancelled' | 'refunded';

export interface LotteryLinesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  issue_id: number;
  /** Groups the lines placed together. */
  slip: string;
  chase_id: number | null;
  prize_mode: string;
  bet_type: string;
  pick: string;
  /** Minor units (bigint columns come back as numbers on SQLite, strings on PostgreSQL). */
  stake: bigint | number | string;
  units: number;
  odds_milli: number;
  cost: bigint | number | string;
  payout_per_hit: bigint | number | string;
  status: LineStatus;
  hits: number;
  payout: bigint | number | string;
  created_at: string;
  settled_at: string | null;
}

export interface LotteryChasesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_code: string;
  issues: number;
  stop_on_win: number;
  state: 'running' | 'stopped' | 'done';
  created_at: string;
}

export interface LotteryTables {
  lottery_games: LotteryGamesTable;
  lottery_issues: LotteryIssuesTable;
  lottery_lines: LotteryLinesTable;
  lottery_chases: LotteryChasesTable;
}
