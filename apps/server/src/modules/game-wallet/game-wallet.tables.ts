import type { Generated } from 'kysely';

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

export interface GameWalletTables {
  bets: BetsTable;
  game_transactions: GameTransactionsTable;
}
