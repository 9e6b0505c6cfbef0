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

export interface LotteryTables {
  lottery_games: LotteryGamesTable;
  lottery_issues: LotteryIssuesTable;
}
