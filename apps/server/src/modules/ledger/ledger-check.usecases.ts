import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';

export type LedgerCheck = {
  accounts: number;
  transactions: number;
  /** Sum of every cached balance: zero in a sound ledger. */
  globalSum: Minor;
  /** The same sum per currency (money and points apart): each zero in a sound ledger. */
  sumsByCurrency: Record<string, Minor>;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number[];
  /**
   * Accounts whose cached balance (the row's, plus its shards' for a system account:
   * ledger-shards.ts) differs from the sum of their entries.
   */
  mismatches: { accountId: number; currency: string; cached: Minor; fromEntries: Minor }[];
  ok: boolean;
};

/**
 * Reconciliation: recomputes every balance from the entries and checks the global sum. A shard
 * row of a member account would be money beside the locked, never-negative balance: a mismatch.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const balances = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select([
      'a.id',
      'a.currency',
      sql<string>`a.balance + case when a.member_id is null then coalesce((select sum(s.balance) from ledger_balance_shards s where s.account_id = a.id), 0) else 0 end`.as(
        'balance',
      ),
      sql<string>`coalesce(sum(e.amount), 0)`.as('computed'),
    ])
    .groupBy(['a.id', 'a.balance', 'a.currency'])
    .execute();
  const memberShards = await db
    .selectFrom('ledger_balance_shards as s')
    .innerJoin('ledger_accounts as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.currency', 's.balance'])
    .where('a.member_id', 'is not', null)
    .execute();
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  const count = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();

  const mismatches = balances
    .map((b) => ({
      accountId: Number(b.id),
      currency: b.currency,
      cached: toMinor(b.balance),
      fromEntries: toMinor(b.computed),
    }))
    .filter((b) => b.cached !== b.fromEntries)
    .concat(
      memberShards.map((s) => ({
        accountId: Number(s.id),
        currency: s.currency,
        cached: toMinor(s.balance),
        fromEntries: 0n as Minor,
      })),
    );
  const globalSum = balances.reduce((sum, b) => sum + toMinor(b.balance), 0n) as Minor;
  const sumsByCurrency: Record<string, Minor> = {};
  for (const b of balances)
    sumsByCurrency[b.currency] = ((sumsByCurrency[b.currency] ?? 0n) + toMinor(b.balance)) as Minor;
  const currenciesBalanced = Object.values(sumsByCurrency).every((sum) => sum === 0n);
  const unbalancedTransactions = unbalanced.map((u) => Number(u.transaction_id));
  return {
    accounts: balances.length,
    transactions: Number(count.n),
    globalSum,
    sumsByCurrency,
    unbalancedTransactions,
    mismatches,
    ok: globalSum === 0n && currenciesBalanced && mismatches.length === 0 && unbalancedTransactions.length === 0,
  };
}
