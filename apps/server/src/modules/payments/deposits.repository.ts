import type { Insertable, Updateable } from 'kysely';
import type { DepositStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { allRows, findRow, transitionRow } from '../../lib/rows.ts';
import { mapDeposit, type Deposit, type DepositListRow } from './deposit.model.ts';
import type { DepositsTable } from './payments.tables.ts';

export type DepositFilter = { merchantId?: number; memberId?: number; status?: DepositStatus; username?: string };

export const depositsRepository = {
  async insert(db: DbOrTrx, values: Omit<Insertable<DepositsTable>, 'id'>): Promise<Deposit> {
    return mapDeposit(await db.insertInto('deposits').values(values).returningAll().executeTakeFirstOrThrow());
  },

  findById(db: DbOrTrx, id: number): Promise<Deposit | undefined> {
    return findRow(db, 'deposits', { id }, mapDeposit);
  },

  /** Every deposit, read in pages (for reconciliation). */
  all(db: DbOrTrx, pageSize?: number): AsyncGenerator<Deposit> {
    return allRows(db, 'deposits', mapDeposit, pageSize);
  },

  findByClientKey(db: DbOrTrx, memberId: number, clientKey: string): Promise<Deposit | undefined> {
    return findRow(db, 'deposits', { member_id: memberId, client_key: clientKey }, mapDeposit);
  },

  async update(db: DbOrTrx, id: number, values: Updateable<DepositsTable>): Promise<void> {
    await db.updateTable('deposits').set(values).where('id', '=', id).execute();
  },

  /** Moves the deposit only if it is still in one of `from`: the winner of a race gets true. */
  transition(
    db: DbOrTrx,
    id: number,
    from: readonly DepositStatus[],
    values: Updateable<DepositsTable>,
  ): Promise<boolean> {
    return transitionRow(db, 'deposits', id, from, values);
  },

  async list(
    db: DbOrTrx,
    filter: DepositFilter,
    page: { pageNo: number; pageSize: number },
  ): Promise<{ rows: DepositListRow[]; total: number }> {
    let query = db
      .selectFrom('deposits as d')
      .innerJoin('members as m', 'm.id', 'd.member_id')
      .innerJoin('payment_channels as c', 'c.id', 'd.channel_id');
    if (filter.merchantId !== undefined) query = query.where('d.merchant_id', '=', filter.merchantId);
    if (filter.memberId !== undefined) query = query.where('d.member_id', '=', filter.memberId);
    if (filter.status !== undefined) query = query.where('d.status', '=', filter.status);
    if (filter.username !== undefined) query = query.where('m.username_key', '=', filter.username.trim().toLowerCase());
    const count = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('d')
      .select(['m.username', 'c.code as channel_code', 'c.name as channel_name', 'c.config as channel_config'])
      .orderBy('d.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        ...mapDeposit(r),
        username: r.username,
        channelCode: r.channel_code,
        channelName: r.channel_name,
        channelConfig: r.channel_config,
      })),
    };
  },

  /** Records a gateway event; false when it was already recorded (a redelivery). */
  async recordWebhookEvent(
    db: DbOrTrx,
    values: { provider: string; eventId: string; depositId: number | null; type: string; outcome: string },
  ): Promise<boolean> {
    const result = await db
      .insertInto('payment_webhook_events')
      .values({
        provider: values.provider,
        event_id: values.eventId,
        deposit_id: values.depositId,
        type: values.type,
        outcome: values.outcome,
        received_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async setWebhookOutcome(db: DbOrTrx, provider: string, eventId: string, outcome: string): Promise<void> {
    await db
      .updateTable('payment_webhook_events')
      .set({ outcome })
      .where('provider', '=', provider)
      .where('event_id', '=', eventId)
      .execute();
  },
};
