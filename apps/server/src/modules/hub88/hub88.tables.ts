/** RSA key pairs made on first use (migration 0022). */
export interface GameKeyPairsTable {
  name: string;
  private_pem: string;
  created_at: string;
}

export interface Hub88Tables {
  game_key_pairs: GameKeyPairsTable;
}
