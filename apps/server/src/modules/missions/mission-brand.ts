import { currencyPlaces } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { brandCalendar, periodOf, type BusinessPeriod } from '../play-record/periods.port.ts';
import { PERIOD_OF } from './missions.model.ts';
import type { MissionCadence } from '@arcadia/contracts';

/** What missions need of a brand: its currency (prizes and rewards) and its business calendar. */
export type MissionBrand = { merchantId: number; currency: string; places: number; timeZone: string };

export async function missionBrand(db: DbOrTrx, merchantId: number): Promise<MissionBrand> {
  const { currency } = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const { timeZone } = await brandCalendar(db, merchantId);
  return { merchantId, currency, places: currencyPlaces(currency), timeZone };
}

/** The brand's period of this cadence that holds `at`. */
export const periodAt = (brand: MissionBrand, cadence: MissionCadence, at: Date | string): BusinessPeriod =>
  periodOf(PERIOD_OF[cadence], at, brand.timeZone);
