import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { LedgerAccountsTable } from './ledger.tables.ts';
import type { AccountKind, LedgerAccount, PostedEntry, PostedTransaction } from './ledger.model.ts';

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

export const ledgerRepository = {
  async findAccount(
    db: DbOrTrx,
    merchantId: number,
    ownerKey: string,
    kind: AccountKind,
  ): Promise<LedgerAccount | undefined> {
    const row = await db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('owner_key', '=', ownerKey)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row && mapAccount(row);
  },

  async insertAccountIfMissing(db: DbOrTrx, values: Omit<LedgerAccountsTable, 'id' | 'balance'>): Promise<void> {
    await db
      .insertInto('ledger_accounts')
      .values({ ...values, balance: 0n })
      .onConflict((oc) => oc.columns(['merchant_id', 'owner_key', 'kind']).doNothing())
      .execute();
  },

  async accountsByIds(db: DbOrTrx, ids: number[]): Promise<LedgerAccount[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('ledger_accounts').selectAll().where('id', 'in', ids).execute();
    return rows.map(mapAccount);
  },

  async accountsOfOwner(db: DbOrTrx, merchantId: number, ownerKey: string): Promise<LedgerAccount[]> {
    const rows = await db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('owner_key', '=', ownerKey)
      .orderBy('id')
      .execute();
    return rows.map(mapAccount);
  },

  /**
   * Applies one leg: a conditional update, so two concurrent debits cannot both pass a balance
   * check made before either wrote. Returns the new balance, or undefined when it would go negative.
   */
  async applyLeg(db: DbOrTrx, accountId: number, amount: Minor): Promise<Minor | undefined> {
    const row = await db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${amount}` })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('allow_negative', '=', 1), eb(sql`balance + ${amount}`, '>=', 0)]))
      .returning('balance')
      .executeTakeFirst();
    return row ? toMinor(row.balance) : undefined;
  },

  async insertTransaction(
    db: DbOrTrx,
    values: {
      merchantId: number;
      idempotencyKey: string;
      kind: string;
      requestHash: string;
      metadata: string;
      reversesId: number | null;
      createdAt: string;
    },
  ): Promise<number> {
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
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async insertEntry(db: DbOrTrx, transactionId: number, entry: PostedEntry, createdAt: string): Promise<void> {
    await db
      .insertInto('ledger_entries')
      .values({
        transaction_id: transactionId,
        account_id: entry.accountId,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
        created_at: createdAt,
      })
      .execute();
  },

  async findTransactionByKey(db: DbOrTrx, merchantId: number, key: string) {
    return db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  },

  async findTransactionById(db: DbOrTrx, id: number) {
    return db.selectFrom('ledger_transactions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async loadPosted(db: DbOrTrx, id: number, replayed: boolean): Promise<PostedTransaction | undefined> {
    const tx = await this.findTransactionById(db, id);
    if (!tx) return undefined;
    const entries = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('transaction_id', '=', id)
      .orderBy('id')
      .execute();
    return {
      id: Number(tx.id),
      merchantId: Number(tx.merchant_id),
      kind: tx.kind,
      idempotencyKey: tx.idempotency_key,
      metadata: JSON.parse(tx.metadata) as Record<string, unknown>,
      reversesId: tx.reverses_id === null ? null : Number(tx.reverses_id),
      createdAt: tx.created_at,
      entries: entries.map((e) => ({
        accountId: Number(e.account_id),
        amount: toMinor(e.amount),
        balanceAfter: toMinor(e.balance_after),
      })),
      replayed,
    };
  },
};
