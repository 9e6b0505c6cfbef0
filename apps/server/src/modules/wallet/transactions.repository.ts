import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { countRows } from '../../lib/rows.ts';
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
  metadata: string;
  accountKind: string;
  amount: Minor;
  balanceAfter: Minor;
  createdAt: string;
};

/** Bookkeeping the member never sees as a line: the hold account, and a withdrawal's return of funds. */
export const HOLD_ACCOUNT = 'withdrawal_hold';
export const WITHDRAWAL_RETURNS = ['withdrawal_release', 'withdrawal_refund'];
/** Moves between two of the member's own wallets: one line, on the wallet the money left. */
export const OWN_TRANSFERS = ['transfer_in', 'transfer_out'];

/**
 * The member's real-money entries in [from, to), one per business event: the hold account's
 * entries and a withdrawal's returned funds are folded into the withdrawal's line (the use case
 * adds its outcome), and a transfer between own wallets keeps only its outgoing leg.
 * Accounts by the owner index, entries by (account_id, created_at).
 */
function filtered(db: DbOrTrx, f: RecordFilter) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.merchant_id', '=', f.merchantId)
    .where('a.owner_key', '=', memberOwnerKey(f.memberId))
    .where('a.is_demo', '=', 0)
    .where('e.created_at', '>=', f.from)
    .where('e.created_at', '<', f.to)
    .where('a.kind', '!=', HOLD_ACCOUNT)
    // Points have their own history (the points mall); this is the money record.
    .where('a.kind', '!=', 'points')
    .where('t.kind', 'not in', WITHDRAWAL_RETURNS)
    .where((eb) => eb.not(eb.and([eb('t.kind', 'in', OWN_TRANSFERS), eb('e.amount', '>', 0)])));
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
        't.metadata',
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
      metadata: r.metadata,
      accountKind: r.account_kind,
      amount: toMinor(r.amount),
      balanceAfter: toMinor(r.balance_after),
      createdAt: r.created_at,
    }));
  },

  /** The incoming legs of the member's own transfers among `transactionIds`: the wallet each went to. */
  async transferTargets(db: DbOrTrx, memberId: number, transactionIds: number[]): Promise<Map<number, string>> {
    if (transactionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.transaction_id', 'a.kind'])
      .where('e.transaction_id', 'in', transactionIds)
      .where('a.owner_key', '=', memberOwnerKey(memberId))
      .where('e.amount', '>', 0)
      .execute();
    return new Map(rows.map((r) => [Number(r.transaction_id), r.kind]));
  },

  count(db: DbOrTrx, f: RecordFilter): Promise<number> {
    return countRows(filtered(db, f));
  },
};
