import type { Insertable, Selectable, Updateable } from 'kysely';
import { paymentChannelKindSchema } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { findRow, insertRow, listRows, updateRows } from '../../lib/rows.ts';
import { toMinor } from '../../lib/money.ts';
import type { Channel } from './channel.model.ts';
import type { PaymentChannelsTable } from './payments.tables.ts';

function mapChannel(row: Selectable<PaymentChannelsTable>): Channel {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    code: row.code,
    kind: paymentChannelKindSchema.parse(row.kind),
    name: row.name,
    min: toMinor(row.min_amount),
    max: toMinor(row.max_amount),
    feeFixed: toMinor(row.fee_fixed),
    feeBps: Number(row.fee_bps),
    feePayer: row.fee_payer === 'member' ? 'member' : 'house',
    enabled: Number(row.enabled) === 1,
    config: JSON.parse(row.config) as Record<string, string>,
    sort: Number(row.sort),
  };
}

export type NewChannel = Omit<Insertable<PaymentChannelsTable>, 'id'>;

export const channelsRepository = {
  listEnabled(db: DbOrTrx, merchantId: number): Promise<Channel[]> {
    return listRows(db, 'payment_channels', { merchant_id: merchantId, enabled: 1 }, ['sort', 'id'], mapChannel);
  },

  /** Every channel, of one brand or of all, enabled or not (the operators' list). */
  listAll(db: DbOrTrx, merchantId: number | undefined): Promise<Channel[]> {
    const brand = merchantId === undefined ? {} : { merchant_id: merchantId };
    return listRows(db, 'payment_channels', brand, ['merchant_id', 'sort', 'id'], mapChannel);
  },

  async update(db: DbOrTrx, id: number, values: Updateable<PaymentChannelsTable>): Promise<void> {
    await updateRows(db, 'payment_channels', { id }, values);
  },

  findByCode(db: DbOrTrx, merchantId: number, code: string): Promise<Channel | undefined> {
    return findRow(db, 'payment_channels', { merchant_id: merchantId, code }, mapChannel);
  },

  findById(db: DbOrTrx, id: number): Promise<Channel | undefined> {
    return findRow(db, 'payment_channels', { id }, mapChannel);
  },

  insert(db: DbOrTrx, values: NewChannel): Promise<Channel> {
    return insertRow(db, 'payment_channels', values, mapChannel);
  },
};
