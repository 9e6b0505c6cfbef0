import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/migrations/helpers.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { Leg } from './ledger.model.ts';

export type NewTransaction = {
  merchantId: number;
  idempotencyKey: string;
  kind: string;
  requestHash: string;
  metadata: string;
  reversesId: number | null;
  createdAt: string;
};

/** What a posting wrote, or `undefined` when the key already existed (nothing was written). */
export type WrittenPosting = {
  transactionId: number;
  entries: { accountId: number; amount: Minor; balanceAfter: Minor; memberId: number | null }[];
};

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
  if (isPostgres(trx as never)) return writePostgres(trx, tx, legs);
  // A unit of work opened for this posting alone already rolls back as a whole on error (it runs
  // in its own savepoint, db/group-commit.ts): a second savepoint would only cost two statements.
  return ownUnit ? writeSqliteSteps(trx as Trx, tx, legs) : writeSqlite(trx as Trx, tx, legs);
}

/**
 * PostgreSQL: one statement, one round trip. Accounts are locked in id order (no deadlock between
 * two transfers over the same pair), the CHECK constraint refuses a negative member balance, and
 * the guard column divides by zero when the legs do not all match a sound account, so any failure
 * aborts the whole statement.
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
  }>`/* prepared:ledger_post */
    with t as (
      insert into ledger_transactions (merchant_id, idempotency_key, kind, request_hash, metadata, reverses_id, created_at)
      values (${tx.merchantId}, ${tx.idempotencyKey}, ${tx.kind}, ${tx.requestHash}, ${tx.metadata}, ${tx.reversesId}, ${tx.createdAt})
      on conflict (merchant_id, idempotency_key) do nothing
      returning id
    ),
    v as (select * from unnest(${ids}::bigint[], ${amounts}::bigint[]) as v(account_id, amount)),
    locked as materialized (
      select a.id from ledger_accounts a
      where a.id = any(${ids}::bigint[]) and exists (select 1 from t)
      order by a.id for update
    ),
    u as (
      update ledger_accounts a set balance = a.balance + v.amount
      from v, locked l
      where a.id = v.account_id and l.id = a.id and a.merchant_id = ${tx.merchantId}
      returning a.id, a.balance, a.member_id, a.currency, a.is_demo
    ),
    ok as (
      select not exists (select 1 from t)
        or (count(*) = ${legs.length} and count(distinct currency) = 1 and count(distinct is_demo) = 1) as good
      from u
    ),
    e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      select t.id, u.id, v.amount, u.balance, ${tx.createdAt} from t, u, v where v.account_id = u.id
      returning transaction_id, account_id, amount, balance_after
    )
    select (select id from t) as transaction_id, e.account_id, e.amount, e.balance_after, u.member_id,
      1 / (select case when good then 1 else 0 end from ok) as guard
    from ok left join (e join u on u.id = e.account_id) on true`.execute(trx);
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

/**
 * SQLite: several statements, but in-process and inside a savepoint, so a refused leg rolls the
 * posting back even when the caller catches the error and carries on with its transaction.
 */
async function writeSqlite(trx: Trx, tx: NewTransaction, legs: Leg[]): Promise<WrittenPosting | undefined> {
  await sql`savepoint ledger_post`.execute(trx);
  try {
    const written = await writeSqliteSteps(trx, tx, legs);
    await sql`release ledger_post`.execute(trx);
    return written;
  } catch (error) {
    await sql`rollback to ledger_post`.execute(trx);
    await sql`release ledger_post`.execute(trx);
    throw error;
  }
}

async function writeSqliteSteps(trx: Trx, tx: NewTransaction, legs: Leg[]): Promise<WrittenPosting | undefined> {
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      merchant_id: tx.merchantId,
      idempotency_key: tx.idempotencyKey,
      kind: tx.kind,
      request_hash: tx.requestHash,
      metadata: tx.metadata,
      reverses_id: tx.reversesId,
      created_at: tx.createdAt,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const entries: WrittenPosting['entries'] = [];
  const kinds = new Set<string>();
  for (const leg of legs) {
    const row = await trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${leg.amount}` })
      .where('id', '=', leg.accountId)
      .where('merchant_id', '=', tx.merchantId)
      .returning(['balance', 'member_id', 'currency', 'is_demo'])
      .executeTakeFirst();
    if (!row) throw new LegMismatchError();
    kinds.add(`${row.currency}:${row.is_demo}`);
    const memberId = row.member_id === null ? null : Number(row.member_id);
    entries.push({ accountId: leg.accountId, amount: leg.amount, balanceAfter: toMinor(row.balance), memberId });
  }
  if (kinds.size !== 1) throw new LegMismatchError();
  await trx
    .insertInto('ledger_entries')
    .values(
      entries.map((e) => ({
        transaction_id: inserted.id,
        account_id: e.accountId,
        amount: e.amount,
        balance_after: e.balanceAfter,
        created_at: tx.createdAt,
      })),
    )
    .execute();
  return { transactionId: Number(inserted.id), entries };
}

/** Raised (SQLite) or signalled by division by zero (PostgreSQL) when the legs do not fit their accounts. */
export class LegMismatchError extends Error {
  constructor() {
    super('legs name an unknown account, another brand, or mix currencies or demo credit');
  }
}

export const isLegMismatch = (error: unknown) =>
  error instanceof LegMismatchError || (error as { code?: string } | null)?.code === '22012';
