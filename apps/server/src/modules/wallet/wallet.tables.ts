/** A member's wallet preferences (migration 0018); no row means the defaults. */
export interface WalletSettingsTable {
  member_id: number;
  /** 1: a launch moves the member's money to where the game plays from (see auto-transfer.usecases.ts). */
  auto_transfer: number;
  updated_at: string;
}

export interface WalletTables {
  wallet_settings: WalletSettingsTable;
}
