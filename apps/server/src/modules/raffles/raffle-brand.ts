import { currencyPlaces } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';

/** What raffles need of a brand: its currency's places (amounts typed as text become minor units). */
export async function brandPlaces(db: DbOrTrx, merchantId: number): Promise<number> {
  const { currency } = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return currencyPlaces(currency);
}

/** A title in the language asked, else the first there is. */
export const titleIn = (titles: Record<string, string> | undefined, language: string) =>
  titles?.[language] ?? Object.values(titles ?? {})[0] ?? '';
