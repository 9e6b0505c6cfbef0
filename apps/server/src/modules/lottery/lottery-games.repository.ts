import type { DbOrTrx } from '../../db/schema.ts';
import type { LotteryGameDefinition } from './engine/definitions.ts';

export type StoredGame = { code: string; enabled: boolean; sort: number; definition: LotteryGameDefinition };

/** One of a brand's lottery games, for an update to set. */
const updateGame = (db: DbOrTrx, merchantId: number, code: string) =>
  db.updateTable('lottery_games').where('merchant_id', '=', merchantId).where('code', '=', code);

/** A brand's lottery games and their definitions (odds, limits, schedule). */
export const lotteryGames = {
  async games(db: DbOrTrx, merchantId: number): Promise<StoredGame[]> {
    const rows = await db
      .selectFrom('lottery_games')
      .select(['code', 'enabled', 'sort', 'definition'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      code: r.code,
      enabled: r.enabled === 1,
      sort: r.sort,
      definition: JSON.parse(r.definition) as LotteryGameDefinition,
    }));
  },

  /** Brands with at least one enabled game: the ones the draw job keeps scheduled. */
  async merchantsWithGames(db: DbOrTrx): Promise<number[]> {
    const rows = await db
      .selectFrom('lottery_games')
      .select('merchant_id')
      .where('enabled', '=', 1)
      .distinct()
      .execute();
    return rows.map((r) => Number(r.merchant_id));
  },

  async setEnabled(db: DbOrTrx, merchantId: number, code: string, enabled: boolean): Promise<boolean> {
    const result = await updateGame(db, merchantId, code)
      .set({ enabled: enabled ? 1 : 0, updated_at: new Date().toISOString() })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async setDefinition(db: DbOrTrx, merchantId: number, code: string, definition: LotteryGameDefinition) {
    await updateGame(db, merchantId, code)
      .set({ definition: JSON.stringify(definition), updated_at: new Date().toISOString() })
      .execute();
  },
};
