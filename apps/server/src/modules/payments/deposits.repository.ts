import type { Updateable } from 'kysely';
import type { DepositStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { memberRequestRows, updateRows } from '../../lib/rows.ts';
import { mapDeposit, type Deposit, type DepositListRow } from './deposit.model.ts';
import type { DepositsTable } from './payments.tables.ts';

export type DepositFilter = { merchantId?: number; memberId?: number; status?: DepositStatus; username?: string };

export const depositsRepository = {
  ...memberRequestRows<'deposits', Deposit, DepositStatus>('deposits', mapDeposit),

  async update(db: DbOrTrx, id: number, values: Updateable<DepositsTable>): Promise<void> {
    await updateRows(db, 'deposits', { id }, values);
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
