import type { DbOrTrx } from '../schema.ts';
import { LOTTERY_CATALOGUE } from '../../modules/lottery/engine/catalogue.ts';

/** The brand's lottery games: VN traditional and fast games, 5D, Fast 3 and PK10 with default odds. */
export async function seedDemoLottery(db: DbOrTrx, merchantId: number): Promise<void> {
  await db
    .insertInto('lottery_games')
    .values(
      LOTTERY_CATALOGUE.map((definition, sort) => ({
        merchant_id: merchantId,
        code: definition.code,
        enabled: 1,
        sort,
        definition: JSON.stringify(definition),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}
