import { z } from 'zod';
import { customerServiceSchema, languageSchema, moneySchema, resourceSchema, type Language } from '@arcadia/contracts';

/** Brand settings kept as one JSON document: presentation, links and CDNs. */
export const merchantConfigSchema = z.object({
  logoText: z.string().default(''),
  // Settings written before resources had per-language labels read as English-only ones.
  resources: z
    .record(z.string(), resourceSchema.extend({ labels: resourceSchema.shape.labels.default({}) }))
    .default({}),
  customerService: z.array(customerServiceSchema).default([]),
  gtagId: z.string().nullable().default(null),
  imageCDNs: z.array(z.string()).default([]),
  launchGameCDNs: z.array(z.string()).default([]),
  /** Largest transfer to upline ("50000.00" when unset; the wallet module reads it). */
  transferUplineMax: moneySchema.optional(),
});
export type MerchantConfig = z.infer<typeof merchantConfigSchema>;

export const countryListSchema = z.array(z.string().regex(/^[A-Z]{2}$/));
export const languageListSchema = z.array(languageSchema).min(1);

export type Merchant = {
  id: number;
  code: string;
  name: string;
  platform: string;
  lotteryType: string;
  currency: string;
  /** Minor-unit places of the currency (USD 2, VND 0, KWD 3): every amount of this brand is read and shown with them. */
  places: number;
  currencySymbol: string;
  defaultLanguage: Language;
  languages: Language[];
  isDefault: boolean;
  maintenance: { enabled: boolean; message: string | null; until: string | null };
  region: { allowedCountries: string[]; blockedCountries: string[]; ipAllowlist: string[] };
  config: MerchantConfig;
  /** IANA zone of the brand's business day: bets, deposits and withdrawals belong to its days. */
  timeZone: string;
};
