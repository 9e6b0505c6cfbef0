import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toMinor } from '../../lib/money.ts';
import type { Leg } from './ledger.model.ts';
import { shardOf } from './ledger-shards.ts';
import { writeSqlite } from './ledger-posting.sqlite.ts';
import type { NewTransaction, WrittenPosting } from './ledger-posting.types.ts';

export { isLegMismatch, type NewTransaction, type WrittenPosting } from './ledger-posting.types.ts';

/**
 * Writes a transaction, its balance changes and its entries inside the caller's transaction.
 * Throws a database error when a member balance would go below zero (CHECK
 * ledger_accounts_non_negative) or, on PostgreSQL, division by zero when an account is unknown,
 * of another brand, or currencies/demo credit are mixed. Either failure leaves nothing written.
 */
export function writePosting(
  trx: DbOrTrx,
  tx: NewTransaction,
  legs: Leg[],
  { ownUnit = false }: { ownUnit?: boolean } = {},
): Promise<WrittenPosting | undefined> {
  if (isPostgres(trx)) return writePostgres(trx, tx, legs);
  return writeSqlite(trx as Trx, tx, legs, ownUnit);
}

/**
 * PostgreSQL: one statement, one round trip. Member accounts are locked in id order (no deadlock
 * between two transfers over the same pair); system legs add to one shard of their account
 * (ledger-shards.ts), so the house row is never locked. The CHECK constraint refuses a negative
 * member balance, and the guard column divides by zero when the legs do not all match a sound
 * account, so any failure aborts the whole statement.
 */
async function writePostgres(trx: DbOrTrx, tx: NewTransaction, legs: Leg[]): Promise<WrittenPosting | undefined> {
  const ids = legs.map((l) => l.accountId);
  const amounts = legs.map((l) => l.amount.toString());
  const { rows } = await sql<{
    transaction_id: string | null;
    account_id: string | null;
    amount: string | null;
    balance_after: string | null;
    member_id: string | null;
  }>`/* prepared:ledger_post_sharded */
    with t as (
      insert into ledger_transactions (merchant_id, idempotency_key, kind, request_hash, metadata, reverses_id, created_at)
      values (${tx.merchantId}, ${tx.idempotencyKey}, ${tx.kind}, ${tx.requestHash}, ${tx.metadata}, ${tx.reversesId}, ${tx.createdAt})
      on conflict (merchant_id, idempotency_key) do nothing
      returning id
    ),
    v as (select * from unnest(${ids}::bigint[], ${amounts}::bigint[]) as v(account_id, amount)),
    locked as materialized (
      select a.id from ledger_accounts a
      where a.id = any(${ids}::bigint[]) and a.member_id is not null and exists (select 1 from t)
      order by a.id for update
    ),
    u as (
      update ledger_accounts a set balance = a.balance + v.amount
      from v, locked l
      where a.id = v.account_id and l.id = a.id and a.merchant_id = ${tx.merchantId}
      returning a.id, a.balance, a.member_id, a.currency, a.is_demo
    ),
    s as (
      insert into ledger_balance_shards as s (account_id, shard, balance)
      select a.id, ${shardOf(legs)}::integer, v.amount from ledger_accounts a join v on v.account_id = a.id
      where a.member_id is null and a.merchant_id = ${tx.merchantId} and exists (select 1 from t)
      order by a.id
      on conflict (account_id, shard) do update set balance = s.balance + excluded.balance
      returning s.account_id, s.balance
    ),
    moved as (
      select id, balance, member_id, currency, is_demo from u
      union all
      select s.account_id, s.balance, null, a.currency, a.is_demo from s join ledger_accounts a on a.id = s.account_id
    ),
    ok as (
      select not exists (select 1 from t)
        or (count(*) = ${legs.length} and count(distinct currency) = 1 and count(distinct is_demo) = 1) as good
      from moved
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      select t.id, m.id, v.amount, m.balance, ${tx.createdAt} from t, moved m, v where v.account_id = m.id
      returning transaction_id, account_id, amount, balance_after
    )
    select (select id from t) as transaction_id, e.account_id, e.amount, e.balance_after, m.member_id,
      1 / (select case when good then 1 else 0 end from ok) as guard
    from ok left join (e join moved m on m.id = e.account_id) on true`.execute(trx);
  const id = rows[0]?.transaction_id;
  if (id === null || id === undefined) return undefined;
  return {
    transactionId: Number(id),
    entries: rows.map((r) => ({
      accountId: Number(r.account_id),
      amount: toMinor(r.amount),
      balanceAfter: toMinor(r.balance_after),
      memberId: r.member_id === null ? null : Number(r.member_id),
    })),
  };
}
