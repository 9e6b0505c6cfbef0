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
  /** Catalogue columns (migration 0020, games module): category, names per language (JSON), hot flag, routing. */
  category: Generated<string>;
  names: Generated<string>;
  is_hot: Generated<number>;
  /** inhouse (this server, in-process wallet) or hub88 (launched through a Hub88-compatible API). */
  route: Generated<string>;
}

/** A member's wallet preferences (migration 0018); no row means the defaults. */
export interface WalletSettingsTable {
  member_id: number;
  /** 1: a launch moves the member's money to where the game plays from (see auto-transfer.usecases.ts). */
  auto_transfer: number;
  updated_at: string;
}

export interface WalletTables {
  game_vendors: GameVendorsTable;
  wallet_settings: WalletSettingsTable;
}
