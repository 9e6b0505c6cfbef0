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
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  bgs_limits: BgsLimitsTable;
}

/** A brand's own bet range of one in-house game, minor units (migration 0310). */
export interface BgsLimitsTable {
  merchant_id: number;
  game: string;
  min_bet: string | number | bigint;
  max_bet: string | number | bigint;
  updated_at: string;
  updated_by: string;
}

/** A Crash hash chain (migration 0052): the seed stays secret, the terminating hash and salt are public. */
export interface CrashChainsTable {
  id: Generated<number>;
  seed: string;
  terminating_hash: string;
  salt: string;
  first_round: number;
  length: number;
  checkpoint_every: number;
  /** JSON list: the chain's generated hash number i × checkpoint_every (0 is the seed). */
  checkpoints: string;
  /** The derivation it plays (migration 0053): 1 legacy, 2 bustabit's; see @arcadia/fair crash.ts. */
  scheme: Generated<number>;
  created_at: string;
}

/** One shared Crash round; hash and crash point are fixed when it opens and shown only at the bust. */
export interface CrashRoundsTable {
  id: Generated<number>;
  number: number;
  chain_id: number;
  hash: string;
  crash100: number;
  status: 'betting' | 'flying' | 'busted';
  flight_at: string;
  bust_at: string;
  busted_at: string | null;
  created_at: string;
}

/** A player's stake in a Crash round, beside its `bets` row. */
export interface CrashBetsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  round_id: number;
  bet_id: number;
  player_name: string;
  amount: string | number | bigint;
  auto_cashout100: number | null;
  cashout100: number | null;
  payout: Generated<string | number | bigint>;
  status: 'active' | 'cashed_out' | 'lost';
  created_at: string;
  settled_at: string | null;
}
