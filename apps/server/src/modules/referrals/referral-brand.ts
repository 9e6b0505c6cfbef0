import { currencyPlaces } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { flagsPort } from '../flags/flags.port.ts';

/** What referrals need of a brand: its currency and whether the programme runs (the REFERRAL3 flag). */
export type ReferralBrand = { merchantId: number; currency: string; places: number; enabled: boolean };

export async function referralBrand(db: DbOrTrx, merchantId: number): Promise<ReferralBrand> {
  const { currency } = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const enabled = await flagsPort.isOn(db, merchantId, 'REFERRAL3');
  return { merchantId, currency, places: currencyPlaces(currency), enabled };
}
