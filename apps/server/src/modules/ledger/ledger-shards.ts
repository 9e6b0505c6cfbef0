import type { Leg } from './ledger.model.ts';

/**
 * HOT SYSTEM ACCOUNTS. Every stake and payout of every member moves the brand's house account
 * (and deposits move payment clearing): with the balance on that one row, each posting on
 * PostgreSQL held its lock until its transaction committed, and every bet of the brand queued
 * behind it. So the balance of a system account (one with no member) is its row's `balance` plus
 * the sum of its rows in `ledger_balance_shards`; a posting on PostgreSQL adds its system legs to
 * one shard and never locks the account row. Member accounts keep their balance on their own row,
 * exact and locked, where the CHECK refuses a negative balance.
 *
 * The shard follows the posting's accounts: one member's postings always meet the same shard
 * (they take turns on the member's row anyway) and different members spread over SHARD_COUNT.
 * A system entry's `balance_after` is the balance of the shard it moved, not of the account.
 *
 * SQLite writes one transaction at a time, so there is no lock to share out: it keeps adding to
 * the account row (no shard rows), and every read below holds on both databases.
 * `checkLedger` compares row plus shards with the entries, account by account.
 */
export const SHARD_COUNT = 16;

/** The shard a posting adds its system legs to: spread by a multiplicative hash of its account ids. */
export function shardOf(legs: Pick<Leg, 'accountId'>[]): number {
  let h = 0;
  for (const leg of legs) h = (Math.imul(h ^ leg.accountId, 2654435761) + 0x9e3779b9) | 0;
  return (h >>> 0) % SHARD_COUNT;
}
