import type { Selectable } from 'kysely';
import { currencyPlaces, languageSchema } from '@arcadia/contracts';
import { isPostgres } from '../../db/dialect.ts';
import type { DbOrTrx, MerchantsTable } from '../../db/schema.ts';
import { findRow, listRows } from '../../lib/rows.ts';
import { countryListSchema, languageListSchema, merchantConfigSchema, type Merchant } from './merchant.model.ts';

function mapMerchant(row: Selectable<MerchantsTable>): Merchant {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    platform: row.platform,
    lotteryType: row.lottery_type,
    currency: row.currency,
    places: currencyPlaces(row.currency),
    currencySymbol: row.currency_symbol,
    defaultLanguage: languageSchema.parse(row.default_language),
    languages: languageListSchema.parse(JSON.parse(row.languages)),
    isDefault: row.is_default === 1,
    maintenance: { enabled: row.maintenance === 1, message: row.maintenance_message, until: row.maintenance_until },
    region: {
      allowedCountries: countryListSchema.parse(JSON.parse(row.allowed_countries)),
      blockedCountries: countryListSchema.parse(JSON.parse(row.blocked_countries)),
      ipAllowlist: (JSON.parse(row.ip_allowlist) as string[]).map(String),
    },
    config: merchantConfigSchema.parse(JSON.parse(row.config)),
    timeZone: row.time_zone,
  };
}

export const merchantsRepository = {
  listAll(db: DbOrTrx): Promise<Merchant[]> {
    return listRows(db, 'merchants', {}, ['id'], mapMerchant);
  },

  /** Minor-unit places of a brand's currency (USD 2, VND 0): for code that has only the brand id. */
  async placesOf(db: DbOrTrx, merchantId: number): Promise<number> {
    const row = await db
      .selectFrom('merchants')
      .select('currency')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return currencyPlaces(row.currency);
  },

  findByCode(db: DbOrTrx, code: string): Promise<Merchant | undefined> {
    return findRow(db, 'merchants', { code }, mapMerchant);
  },

  async listDomains(db: DbOrTrx): Promise<{ merchantId: number; domain: string; isRoute: boolean }[]> {
    const rows = await db.selectFrom('merchant_domains').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ merchantId: Number(r.merchant_id), domain: r.domain, isRoute: r.is_route === 1 }));
  },

  /** The brand's domains in the order they were added (the first own one is its primary), the brand's row locked on PostgreSQL. */
  async domainsOfLocked(trx: DbOrTrx, merchantId: number): Promise<{ id: number; domain: string; isRoute: boolean }[]> {
    if (isPostgres(trx))
      await trx.selectFrom('merchants').select('id').where('id', '=', merchantId).forUpdate().execute();
    const rows = await trx
      .selectFrom('merchant_domains')
      .select(['id', 'domain', 'is_route'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), domain: r.domain, isRoute: r.is_route === 1 }));
  },

  /** The brand a host belongs to, if any. */
  async domainOwner(db: DbOrTrx, domain: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('merchant_domains')
      .select('merchant_id')
      .where('domain', '=', domain)
      .executeTakeFirst();
    return row ? Number(row.merchant_id) : undefined;
  },

  async insertDomain(trx: DbOrTrx, merchantId: number, domain: string, isRoute: boolean): Promise<void> {
    await trx
      .insertInto('merchant_domains')
      .values({ merchant_id: merchantId, domain, is_route: isRoute ? 1 : 0 })
      .execute();
  },

  async deleteDomain(trx: DbOrTrx, id: number): Promise<void> {
    await trx.deleteFrom('merchant_domains').where('id', '=', id).execute();
  },

  async setMaintenance(db: DbOrTrx, merchantId: number, state: Merchant['maintenance']): Promise<void> {
    await db
      .updateTable('merchants')
      .set({
        maintenance: state.enabled ? 1 : 0,
        maintenance_message: state.message,
        maintenance_until: state.until,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', merchantId)
      .execute();
  },

  async setTimeZone(db: DbOrTrx, merchantId: number, timeZone: string): Promise<void> {
    await db
      .updateTable('merchants')
      .set({ time_zone: timeZone, updated_at: new Date().toISOString() })
      .where('id', '=', merchantId)
      .execute();
  },

  async setRegion(db: DbOrTrx, merchantId: number, region: Merchant['region']): Promise<void> {
    await db
      .updateTable('merchants')
      .set({
        allowed_countries: JSON.stringify(region.allowedCountries),
        blocked_countries: JSON.stringify(region.blockedCountries),
        ip_allowlist: JSON.stringify(region.ipAllowlist),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', merchantId)
      .execute();
  },
};
