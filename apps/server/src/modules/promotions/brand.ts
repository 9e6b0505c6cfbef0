import { currencyPlaces } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { brandCalendar } from '../play-record/periods.port.ts';
import { promotionsRepository } from './promotions.repository.ts';

/** What the engine needs of a brand: its currency and places, business-day zone and wagering cap. */
export type Brand = { merchantId: number; currency: string; places: number; timeZone: string; maxMultiple: number };

export async function brandOf(db: DbOrTrx, merchantId: number): Promise<Brand> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    merchantId,
    currency: merchant.currency,
    places: currencyPlaces(merchant.currency),
    timeZone: (await brandCalendar(db, merchantId)).timeZone,
    maxMultiple: await promotionsRepository.maxMultiple(db, merchantId),
  };
}
