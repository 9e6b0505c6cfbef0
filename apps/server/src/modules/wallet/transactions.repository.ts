import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { memberOwnerKey } from '../ledger/ledger.model.ts';

export type RecordFilter = {
  merchantId: number;
  memberId: number;
  from: string;
  to: string;
  kindPrefix: string | null;
};
export type RecordRow = {
  entryId: number;
  transactionId: number;
  kind: string;
  accountKind: string;
  amount: Minor;
  balanceAfter: Minor;
  createdAt: string;
};

/** The member's real-money entries in [from, to): accounts by the owner index, entries by (account_id, created_at). */
function filtered(db: DbOrTrx, f: RecordFilter) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.merchant_id', '=', f.merchantId)
    .where('a.owner_key', '=', memberOwnerKey(f.memberId))
    .where('a.is_demo', '=', 0)
    .where('e.created_at', '>=', f.from)
    .where('e.created_at', '<', f.to);
  if (f.kindPrefix) query = query.where('t.kind', 'like', `${f.kindPrefix}%`);
  return query;
}

export const transactionsRepository = {
  async page(db: DbOrTrx, f: RecordFilter, limit: number, offset: number): Promise<RecordRow[]> {
    const rows = await filtered(db, f)
      .select([
        'e.id',
        'e.transaction_id',
        't.kind',
        'a.kind as account_kind',
        'e.amount',
        'e.balance_after',
        'e.created_at',
      ])
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      entryId: Number(r.id),
      transactionId: Number(r.transaction_id),
      kind: r.kind,
      accountKind: r.account_kind,
      amount: toMinor(r.amount),
      balanceAfter: toMinor(r.balance_after),
      createdAt: r.created_at,
    }));
  },

  async count(db: DbOrTrx, f: RecordFilter): Promise<number> {
    const row = await filtered(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
