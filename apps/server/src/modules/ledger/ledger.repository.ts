import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { listRows } from '../../lib/rows.ts';
import type { LedgerAccountsTable } from './ledger.tables.ts';
import type { AccountKind, LedgerAccount, PostedTransaction } from './ledger.model.ts';
import type { NewTransaction } from './ledger-posting.repository.ts';
import { isPostgres } from '../../db/dialect.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';

function mapAccount(row: Selectable<LedgerAccountsTable>): LedgerAccount {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    ownerKey: row.owner_key,
    memberId: row.member_id === null ? null : Number(row.member_id),
    kind: row.kind as AccountKind,
    currency: row.currency,
    balance: toMinor(row.balance),
    allowNegative: row.allow_negative === 1,
    isDemo: row.is_demo === 1,
  };
}

/**
 * A brand's accounts, every column, for the caller to narrow. A system account's balance is its
 * row's plus its shards' (ledger-shards.ts); a member's is its row's alone.
 */
const accountsOfBrand = (db: DbOrTrx, merchantId: number) =>
  db
    .selectFrom('ledger_accounts as a')
    .select([
      'a.id',
      'a.merchant_id',
      'a.owner_key',
      'a.member_id',
      'a.kind',
      'a.currency',
      'a.allow_negative',
      'a.is_demo',
      'a.created_at',
      sql<string>`case when a.member_id is null
        then a.balance + coalesce((select sum(s.balance) from ledger_balance_shards s where s.account_id = a.id), 0)
        else a.balance end`.as('balance'),
    ])
    .where('a.merchant_id', '=', merchantId);

const twoAccountIds = precompiled(
  (db, $: Slots<{ merchantId: number; owner1: string; kind1: AccountKind; owner2: string; kind2: AccountKind }>) =>
    db
      .selectFrom('ledger_accounts')
      .select(['id', 'owner_key', 'kind'])
      .where('merchant_id', '=', $('merchantId'))
      .where((eb) =>
        eb.or([
          eb.and([eb('owner_key', '=', $('owner1')), eb('kind', '=', $('kind1'))]),
          eb.and([eb('owner_key', '=', $('owner2')), eb('kind', '=', $('kind2'))]),
        ]),
      ),
);

export const ledgerRepository = {
  async findAccount(
    db: DbOrTrx,
    merchantId: number,
    ownerKey: string,
    kind: AccountKind,
  ): Promise<LedgerAccount | undefined> {
    const row = await accountsOfBrand(db, merchantId)
      .where('a.owner_key', '=', ownerKey)
      .where('a.kind', '=', kind)
      .executeTakeFirst();
    return row && mapAccount(row);
  },

  /** Accounts of one kind for many owners in one query (bulk settlement). */
  async findAccounts(
    db: DbOrTrx,
    merchantId: number,
    ownerKeys: string[],
    kind: AccountKind,
  ): Promise<LedgerAccount[]> {
    if (ownerKeys.length === 0) return [];
    const rows = await accountsOfBrand(db, merchantId)
      .where('a.owner_key', 'in', ownerKeys)
      .where('a.kind', '=', kind)
      .execute();
    return rows.map(mapAccount);
  },

  /** Ids of accounts by owner and kind, in one read: keyed `owner|kind`. */
  async accountIdsOf(
    db: DbOrTrx,
    merchantId: number,
    wanted: { ownerKey: string; kind: AccountKind }[],
  ): Promise<Map<string, number>> {
    const [one, two] = wanted;
    // Two (a member's account and a system account) is every posting of the play path.
    const rows =
      wanted.length === 2
        ? await twoAccountIds.rows(db, {
            merchantId,
            owner1: one!.ownerKey,
            kind1: one!.kind,
            owner2: two!.ownerKey,
            kind2: two!.kind,
          })
        : await db
            .selectFrom('ledger_accounts')
            .select(['id', 'owner_key', 'kind'])
            .where('merchant_id', '=', merchantId)
            .where((eb) =>
              eb.or(wanted.map((w) => eb.and([eb('owner_key', '=', w.ownerKey), eb('kind', '=', w.kind)]))),
            )
            .execute();
    return new Map(rows.map((r) => [`${r.owner_key}|${r.kind}`, Number(r.id)]));
  },

  async insertAccountIfMissing(db: DbOrTrx, values: Omit<LedgerAccountsTable, 'id' | 'balance'>): Promise<void> {
    await db
      .insertInto('ledger_accounts')
      .values({ ...values, balance: 0n })
      .onConflict((oc) => oc.columns(['merchant_id', 'owner_key', 'kind']).doNothing())
      .execute();
  },

  async accountsOfOwner(db: DbOrTrx, merchantId: number, ownerKey: string): Promise<LedgerAccount[]> {
    const rows = await accountsOfBrand(db, merchantId).where('a.owner_key', '=', ownerKey).orderBy('a.id').execute();
    return rows.map(mapAccount);
  },

  /** Inserts a transaction row without entries unless its key is taken; its id, or undefined. */
  async insertTransactionIfAbsent(db: DbOrTrx, values: NewTransaction): Promise<number | undefined> {
    const row = await db
      .insertInto('ledger_transactions')
      .values({
        merchant_id: values.merchantId,
        idempotency_key: values.idempotencyKey,
        kind: values.kind,
        request_hash: values.requestHash,
        metadata: values.metadata,
        reverses_id: values.reversesId,
        created_at: values.createdAt,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  async movedByKeyPrefix(db: DbOrTrx, prefix: string): Promise<Map<string, Minor>> {
    const rows = await db
      .selectFrom('ledger_transactions as t')
      .leftJoin('ledger_entries as e', (j) => j.onRef('e.transaction_id', '=', 't.id').on('e.amount', '>', 0))
      .select(['t.merchant_id', 't.idempotency_key', sql<string>`coalesce(sum(e.amount), 0)`.as('moved')])
      .where('t.idempotency_key', 'like', `${prefix}%`)
      .groupBy(['t.merchant_id', 't.idempotency_key'])
      .execute();
    return new Map(rows.map((r) => [`${r.merchant_id}|${r.idempotency_key}`, toMinor(r.moved)]));
  },

  /** Per account, the sum already posted by reversals of `transactionId`. */
  async reversedSoFar(db: DbOrTrx, transactionId: number): Promise<Map<number, Minor>> {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.account_id', sql<string>`sum(e.amount)`.as('total')])
      .where('t.reverses_id', '=', transactionId)
      .groupBy('e.account_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.account_id), toMinor(r.total)]));
  },

  /** `lock`: on PostgreSQL the row stays locked to the end of the caller's transaction. */
  async findTransactionByKey(db: DbOrTrx, merchantId: number, key: string, lock = false) {
    const query = db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', key);
    return (lock && isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  async findTransactionById(db: DbOrTrx, id: number) {
    return db.selectFrom('ledger_transactions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async loadPosted(db: DbOrTrx, id: number, replayed: boolean): Promise<PostedTransaction | undefined> {
    const tx = await this.findTransactionById(db, id);
    if (!tx) return undefined;
    const entries = await listRows(db, 'ledger_entries', { transaction_id: id }, ['id'], (e) => ({
      accountId: Number(e.account_id),
      amount: toMinor(e.amount),
      balanceAfter: toMinor(e.balance_after),
    }));
    return {
      id: Number(tx.id),
      merchantId: Number(tx.merchant_id),
      kind: tx.kind,
      idempotencyKey: tx.idempotency_key,
      metadata: JSON.parse(tx.metadata) as Record<string, unknown>,
      reversesId: tx.reverses_id === null ? null : Number(tx.reverses_id),
      createdAt: tx.created_at,
      entries,
      replayed,
    };
  },
};
