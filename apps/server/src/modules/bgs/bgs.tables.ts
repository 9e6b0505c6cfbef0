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

/** One in-house bet's fairness facts and outcome, beside its `bets` row (migration 0051). */
export interface BgsRoundsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bet_id: number;
  seed_id: number;
  family: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** JSON: what the player chose (target, rows, mines …). */
  params: string;
  /** JSON: what the seeds decided (roll, path, layout and revealed tiles …). */
  outcome: string;
  multiplier4: number;
  status: 'settled' | 'open' | 'lost' | 'cashed_out';
  created_at: string;
  updated_at: string;
}

export interface BgsTables {
  bgs_seeds: BgsSeedsTable;
  bgs_rounds: BgsRoundsTable;
}
