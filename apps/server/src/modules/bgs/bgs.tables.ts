import type { Generated } from 'kysely';

/** A member's provably fair seed pair for one game family (migration 0050). */
export interface BgsSeedsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  family: string;
  /** Secret until the pair is rotated; never sent while active. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next bet takes. */
  nonce: number;
  status: 'active' | 'revealed';
  created_at: string;
  revealed_at: string | null;
}

export interface BgsTables {
  bgs_seeds: BgsSeedsTable;
}
