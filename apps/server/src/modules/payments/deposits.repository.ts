import type { Updateable } from 'kysely';
import type { DepositStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { memberRequestMatch, memberRequestRows, type MemberRequestFilter } from '../../lib/member-request-rows.ts';
import { countedPage, updateRows } from '../../lib/rows.ts';
import { mapDeposit, type Deposit, type DepositListRow } from './deposit.model.ts';
import type { DepositsTable } from './payments.tables.ts';

export type DepositFilter = MemberRequestFilter<DepositStatus>;

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
    const query = db
      .selectFrom('deposits as d')
      .innerJoin('members as m', 'm.id', 'd.member_id')
      .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .where((eb) => eb.and(memberRequestMatch('d', filter)));
    const { rows, total } = await countedPage(
      query,
      (q) =>
        q
          .selectAll('d')
          .select(['m.username', 'c.code as channel_code', 'c.name as channel_name', 'c.config as channel_config'])
          .orderBy('d.id', 'desc'),
      page,
    );
    return {
      total,
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
