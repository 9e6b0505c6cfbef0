import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { countedPage, findRow } from '../../lib/rows.ts';
import { minor, type Minor } from '../../lib/money.ts';
import type { AdjustmentRequestsTable } from './operators.tables.ts';

export type AdjustmentRequestStatus = 'pending' | 'approved' | 'rejected';
export type AdjustmentRequestRow = {
  id: number;
  merchantId: number;
  memberId: number;
  amount: Minor;
  reason: string;
  status: AdjustmentRequestStatus;
  requestedBy: number;
  decidedBy: number | null;
  transactionId: number | null;
  createdAt: string;
  decidedAt: string | null;
};

const mapRequest = (row: Selectable<AdjustmentRequestsTable>): AdjustmentRequestRow => ({
  id: Number(row.id),
  merchantId: Number(row.merchant_id),
  memberId: Number(row.member_id),
  amount: minor(BigInt(row.amount)),
  reason: row.reason,
  status: row.status as AdjustmentRequestStatus,
  requestedBy: Number(row.requested_by),
  decidedBy: row.decided_by === null ? null : Number(row.decided_by),
  transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

export const adjustmentRequestsRepository = {
  async insert(
    db: DbOrTrx,
    values: { merchantId: number; memberId: number; amount: Minor; reason: string; requestedBy: number; now: string },
  ): Promise<AdjustmentRequestRow> {
    const row = await db
      .insertInto('adjustment_requests')
      .values({
        merchant_id: values.merchantId,
        member_id: values.memberId,
        amount: values.amount.toString(),
        reason: values.reason,
        status: 'pending',
        requested_by: values.requestedBy,
        decided_by: null,
        transaction_id: null,
        decision_note: null,
        created_at: values.now,
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapRequest(row);
  },

  find(db: DbOrTrx, id: number): Promise<AdjustmentRequestRow | undefined> {
    return findRow(db, 'adjustment_requests', { id }, mapRequest);
  },

  /**
   * Decides a pending request by someone other than its requester, once: of two racing decisions
   * exactly one changes the row (the database's own check refuses the requester too).
   */
  async decide(
    db: DbOrTrx,
    id: number,
    decision: { status: 'approved' | 'rejected'; by: number; note: string | null; now: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('adjustment_requests')
      .set({ status: decision.status, decided_by: decision.by, decision_note: decision.note, decided_at: decision.now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('requested_by', '<>', decision.by)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setTransaction(db: DbOrTrx, id: number, transactionId: number): Promise<void> {
    await db.updateTable('adjustment_requests').set({ transaction_id: transactionId }).where('id', '=', id).execute();
  },

  async page(
    db: DbOrTrx,
    filter: { merchantScope: number | null; status?: AdjustmentRequestStatus | undefined },
    page: { pageNo: number; pageSize: number },
  ) {
    let query = db.selectFrom('adjustment_requests');
    if (filter.merchantScope !== null) query = query.where('merchant_id', '=', filter.merchantScope);
    if (filter.status) query = query.where('status', '=', filter.status);
    const { rows, total } = await countedPage(query, (q) => q.selectAll().orderBy('id', 'desc'), page);
    return { rows: rows.map(mapRequest), total };
  },

  async dualApprovalMinor(db: DbOrTrx, merchantId: number): Promise<Minor | null> {
    const row = await db
      .selectFrom('operator_settings')
      .select('dual_approval_minor')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? minor(BigInt(row.dual_approval_minor)) : null;
  },

  async setDualApprovalMinor(db: DbOrTrx, merchantId: number, amount: Minor, now: string): Promise<void> {
    await db
      .insertInto('operator_settings')
      .values({ merchant_id: merchantId, dual_approval_minor: amount.toString(), updated_at: now })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({ dual_approval_minor: amount.toString(), updated_at: now }),
      )
      .execute();
  },
};
