import type { DbOrTrx } from '../schema.ts';
import { insertBrandRows } from '../../lib/rows.ts';
import { LOTTERY_CATALOGUE } from '../../modules/lottery/engine/catalogue.ts';

/** The brand's lottery games: VN traditional and fast games, 5D, Fast 3 and PK10 with default odds. */
export async function seedDemoLottery(db: DbOrTrx, merchantId: number): Promise<void> {
  await insertBrandRows(db, 'lottery_games', merchantId, LOTTERY_CATALOGUE, (definition, sort) => ({
    code: definition.code,
    enabled: 1,
    sort,
    definition: JSON.stringify(definition),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  }));
}
