import type { Generated } from 'kysely';

/** The catalogue (migration 0020). */
export interface GamesTable {
  id: Generated<number>;
  merchant_id: number;
  vendor_id: number;
  game_code: string;
  code: string;
  category: string;
  /** JSON: language → name. */
  names: string;
  search: string;
  art: string;
  is_hot: number;
  is_new: number;
  enabled: Generated<number>;
  demo: number;
  min_bet: number | bigint | string;
  min_line_num: number;
  classify: string;
  default_play_type: string;
  account_type_name: string;
  is_game: string;
  popularity: number;
  sort: Generated<number>;
  created_at: string;
}

export interface GameLanesTable {
  id: Generated<number>;
  merchant_id: number;
  title: string;
  category: string;
  classify: string | null;
  sort: number;
}

export interface GameArtTable {
  name: string;
  content_type: string;
  body: string;
}

export interface GameFavouritesTable {
  member_id: number;
  game_id: number;
  created_at: string;
}

export interface GameRecentTable {
  member_id: number;
  game_id: number;
  last_played: string;
  plays: number;
}

/** The catalogue version (one row, id 1), bumped by triggers on every games / game_vendors write (migration 0023). */
export interface CatalogueVersionTable {
  id: number;
  version: number | bigint | string;
}

export interface GamesTables {
  catalogue_version: CatalogueVersionTable;
  games: GamesTable;
  game_lanes: GameLanesTable;
  game_art: GameArtTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
}

/** The one bets record (migration 0021). Amounts in minor units. */
export interface BetsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  vendor_id: number;
  game_id: number | null;
  category: string;
  round: string;
  transaction_id: string;
  currency: string;
  stake: number | bigint | string;
  payout: Generated<number | bigint | string>;
  status: string;
  demo: number;
  placed_at: string;
  settled_at: string | null;
  bet_ledger_id: number | null;
  last_ledger_id: number | null;
  /** Turnover: the stake share that counts, fixed when the bet settles (modules/play-record). */
  valid_bet: Generated<number | bigint | string>;
  /** The brand's business hour (yyyy-MM-ddTHH) and day of the settlement; null while open. */
  business_hour: string | null;
  business_day: string | null;
  /** The chance to win the source declared (basis points), for the low-risk rule; null when unknown. */
  win_chance_bp: number | null;
}

export interface GameTransactionsTable {
  id: Generated<number>;
  merchant_id: number;
  vendor_id: number;
  transaction_id: string;
  kind: string;
  bet_id: number | null;
  reference_id: string | null;
  amount: number | bigint | string;
  request_hash: string;
  ledger_id: number | null;
  created_at: string;
}

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

/** RSA key pairs made on first use (migration 0022). */
export interface GameKeyPairsTable {
  name: string;
  private_pem: string;
  created_at: string;
}

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

export interface BetsTables {
  bets: BetsTable;
  game_transactions: GameTransactionsTable;
  game_sessions: GameSessionsTable;
  game_key_pairs: GameKeyPairsTable;
  sandbox_aggregator_sessions: SandboxAggregatorSessionsTable;
}
