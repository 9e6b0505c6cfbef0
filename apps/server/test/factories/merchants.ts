import { newMerchantRow } from '../../src/db/seed/merchant-row.ts';
import type { Db } from '../../src/db/schema.ts';
import type { Merchant } from '../../src/modules/merchants/merchant.model.ts';
import { merchantsRepository } from '../../src/modules/merchants/merchants.repository.ts';

/** A second brand beside the seeded one, every column defaulted to a plain English brand. */
export async function createMerchant(db: Db, spec: { code: string; currency?: string }): Promise<Merchant> {
  const currency = spec.currency ?? 'USD';
  await db
    .insertInto('merchants')
    .values(
      newMerchantRow({
        code: spec.code,
        name: spec.code,
        platform: 'x',
        lotteryType: 'x',
        currency,
        currencySymbol: currency,
        defaultLanguage: 'en',
        languages: ['en'],
        isDefault: false,
        config: {},
      }),
    )
    .execute();
  return (await merchantsRepository.findByCode(db, spec.code))!;
}
