import type { Db } from '../../src/db/schema.ts';
import type { Merchant } from '../../src/modules/merchants/merchant.model.ts';
import { merchantsRepository } from '../../src/modules/merchants/merchants.repository.ts';

/** A second brand beside the seeded one, every column defaulted to a plain English brand. */
export async function createMerchant(db: Db, spec: { code: string; currency?: string }): Promise<Merchant> {
  const now = new Date().toISOString();
  await db
    .insertInto('merchants')
    .values({
      code: spec.code,
      name: spec.code,
      platform: 'x',
      lottery_type: 'x',
      currency: spec.currency ?? 'USD',
      currency_symbol: spec.currency ?? 'USD',
      default_language: 'en',
      languages: '["en"]',
      is_default: 0,
      maintenance: 0,
      maintenance_message: null,
      maintenance_until: null,
      allowed_countries: '[]',
      blocked_countries: '[]',
      ip_allowlist: '[]',
      config: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await merchantsRepository.findByCode(db, spec.code))!;
}
