import type { Generated } from 'kysely';

/**
 * Double-entry ledger (migration 0004). Balances are cached on the account row and updated in the
 * same database transaction as the entries; entries are never edited.
 */
export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  /** "member:<id>" for a member's accounts, "system" for the brand's own. */
  owner_key: string;
  member_id: number | null;
  /** main, vendor:<CODE>, demo, house, bonus, payment_clearing, withdrawal_hold, demo_issuer. */
  kind: string;
  currency: string;
  /** Integer minor units (BIGINT). */
  balance: string | number | bigint;
  /** System accounts may go negative (the house pays out); member accounts never. */
  allow_negative: number;
  /** Demo credit is kept apart from real money: a transaction never mixes the two. */
  is_demo: number;
  created_at: string;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  merchant_id: number;
  idempotency_key: string;
  kind: string;
  /** SHA-256 of the request that made it: the same key with another body is a conflict. */
  request_hash: string;
  metadata: string;
  reverses_id: number | null;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: string | number | bigint;
  balance_after: string | number | bigint;
  created_at: string;
}

/**
 * Part of a system account's balance (ledger-shards.ts): the account's balance is its row's plus
 * the sum of its shards. Written by PostgreSQL postings only.
 */
export interface LedgerBalanceShardsTable {
  account_id: number;
  shard: number;
  balance: string | number | bigint;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_balance_shards: LedgerBalanceShardsTable;
}
