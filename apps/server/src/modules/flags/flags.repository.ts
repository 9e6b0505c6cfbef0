import type { ModId } from '@arcadia/contracts';
import { isModId } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';

export const flagsRepository = {
  async listForMerchant(db: DbOrTrx, merchantId: number): Promise<Map<ModId, boolean>> {
    const rows = await db
      .selectFrom('merchant_flags')
      .select(['mod_id', 'enabled'])
      .where('merchant_id', '=', merchantId)
      .execute();
    return new Map(rows.filter((r) => isModId(r.mod_id)).map((r) => [r.mod_id as ModId, r.enabled === 1]));
  },

  async upsert(db: DbOrTrx, merchantId: number, modId: ModId, enabled: boolean): Promise<void> {
    await db
      .insertInto('merchant_flags')
      .values({ merchant_id: merchantId, mod_id: modId, enabled: enabled ? 1 : 0 })
      .onConflict((oc) => oc.columns(['merchant_id', 'mod_id']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
      .execute();
  },
};
