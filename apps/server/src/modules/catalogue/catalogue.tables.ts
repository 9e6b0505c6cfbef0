import type { Generated } from 'kysely';

/** Game vendors of a brand and how their wallet works (migration 0005). */
export interface GameVendorsTable {
  id: Generated<number>;
  merchant_id: number;
  /** Vendor code from the catalogue: BGS, TCG_SEA, AV, AI, IMES, TF, IA, … */
  code: string;
  name: string;
  /** "transfer": a member sub-wallet (ledger account vendor:<CODE>); "seamless": plays on main. */
  wallet_mode: string;
  enabled: number;
  sort: number;
  created_at: string;
  /** Catalogue columns (migration 0020): category, names per language (JSON), hot flag, routing. */
  category: Generated<string>;
  names: Generated<string>;
  is_hot: Generated<number>;
  /** inhouse (this server, in-process wallet) or hub88 (launched through a Hub88-compatible API). */
  route: Generated<string>;
}

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

export interface CatalogueTables {
  game_vendors: GameVendorsTable;
  catalogue_version: CatalogueVersionTable;
  games: GamesTable;
  game_lanes: GameLanesTable;
  game_art: GameArtTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
}
