import type { DbOrTrx } from '../../db/schema.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';

export type PaymentSettings = { withdrawalMin: Minor; withdrawalMax: Minor; withdrawalMaxPending: number };

/** Used for a brand without its own row: 10.00 to 50,000.00, three requests awaiting review. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  withdrawalMin: minor(1_000n),
  withdrawalMax: minor(5_000_000n),
  withdrawalMaxPending: 3,
};

export async function paymentSettingsOf(db: DbOrTrx, merchantId: number): Promise<PaymentSettings> {
  const row = await db
    .selectFrom('payment_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PAYMENT_SETTINGS;
  return {
    withdrawalMin: toMinor(row.withdrawal_min),
    withdrawalMax: toMinor(row.withdrawal_max),
    withdrawalMaxPending: Number(row.withdrawal_max_pending),
  };
}

export async function savePaymentSettings(db: DbOrTrx, merchantId: number, settings: PaymentSettings): Promise<void> {
  const values = {
    withdrawal_min: settings.withdrawalMin,
    withdrawal_max: settings.withdrawalMax,
    withdrawal_max_pending: settings.withdrawalMaxPending,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('payment_settings')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}
