import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';

/** The writes of a batch of settled bets (turnover-batch.usecases.ts), one statement per batch or link. */
export const turnoverBatchRepository = {
  /** Marks each source counted (dated by its own event); answers the keys that were not counted before. */
  async markCountedMany(db: DbOrTrx, merchantId: number, marks: { key: string; at: string }[]): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (let from = 0; from < marks.length; from += 200) {
      const inserted = await db
        .insertInto('referral_counted')
        .values(
          marks.slice(from, from + 200).map((m) => ({ merchant_id: merchantId, source_key: m.key, counted_at: m.at })),
        )
        .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
        .returning('source_key')
        .execute();
      for (const r of inserted) fresh.add(r.source_key);
    }
    return fresh;
  },

  async addTurnover(db: DbOrTrx, referredId: number, amount: Minor): Promise<void> {
    await db
      .updateTable('referral_links')
      .set({ turnover: sql`turnover + ${amount.toString()}` })
      .where('referred_id', '=', referredId)
      .execute();
  },
};
