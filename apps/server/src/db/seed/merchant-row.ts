import type { Insertable } from 'kysely';
import type { MerchantsTable } from '../schema.ts';

export type NewMerchant = {
  code: string;
  name: string;
  platform: string;
  lotteryType: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: string;
  languages: readonly string[];
  isDefault: boolean;
  config: object;
};

/**
 * The merchants row of a new brand: out of maintenance, open to every country and address, made
 * now. The demo seed and the tests' second brands both insert it.
 */
export function newMerchantRow(m: NewMerchant): Insertable<MerchantsTable> {
  const now = new Date().toISOString();
  return {
    code: m.code,
    name: m.name,
    platform: m.platform,
    lottery_type: m.lotteryType,
    currency: m.currency,
    currency_symbol: m.currencySymbol,
    default_language: m.defaultLanguage,
    languages: JSON.stringify(m.languages),
    is_default: m.isDefault ? 1 : 0,
    maintenance: 0,
    maintenance_message: null,
    maintenance_until: null,
    allowed_countries: '[]',
    blocked_countries: '[]',
    ip_allowlist: '[]',
    config: JSON.stringify(m.config),
    created_at: now,
    updated_at: now,
  };
}
