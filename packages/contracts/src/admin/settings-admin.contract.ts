import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { plainText, text } from '../text.ts';
import {
  fieldSettingSchema,
  registerFieldSchema,
  registerSettingEntrySchema,
  registerTypeSchema,
} from '../system/register-settings.contract.ts';

/*
 * The console's Settings page, brand part (settings.read to look, settings.write to change: the
 * permissions matrix): whether the site is open (maintenance, region rules), the registration
 * form's field rules, the whitelabel flags and the brands with their domains. Every call takes
 * `?merchant=` like the other brand settings; an operator bound to a brand reaches only theirs.
 */

/** The most entries one region list takes: every country code there is, and then some. */
export const REGION_LIST_MAX = 300;

export const siteAccessSettingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), message: z.string().nullable(), until: z.string().nullable() }),
  region: z.object({
    allowedCountries: z.array(z.string()),
    blockedCountries: z.array(z.string()),
    ipAllowlist: z.array(z.string()),
  }),
});
export type SiteAccessSettings = z.infer<typeof siteAccessSettingsSchema>;

/** GET /admin/api/settings/site-status: maintenance and region rules of the brand. */
export const adminSiteStatus = endpoint('GET', '/admin/api/settings/site-status', {
  query: merchantQuery,
  response: envelope(siteAccessSettingsSchema),
});

export const maintenanceInputSchema = z.object({
  enabled: z.boolean(),
  /** What players read on the maintenance page; the use case caps its length. */
  message: plainText().max(2000).nullable(),
  /** When it is expected to end (ISO date-time with a zone, in the future), told to players. */
  until: text().trim().max(40).nullable(),
});
export type MaintenanceSettingsInput = z.infer<typeof maintenanceInputSchema>;

/** PUT /admin/api/settings/maintenance: switch maintenance on (players' API answers 503) or off. */
export const adminPutMaintenance = endpoint('PUT', '/admin/api/settings/maintenance', {
  query: merchantQuery,
  body: maintenanceInputSchema,
  response: envelope(siteAccessSettingsSchema),
});

const countryCode = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.invalid');

export const regionInputSchema = z.object({
  /** Empty: any country not blocked. */
  allowedCountries: z.array(countryCode).max(REGION_LIST_MAX),
  blockedCountries: z.array(countryCode).max(REGION_LIST_MAX),
  /** Addresses or CIDR ranges that always get in, whatever their country. */
  ipAllowlist: z.array(text().trim().min(1).max(50)).max(REGION_LIST_MAX),
});
export type RegionSettingsInput = z.infer<typeof regionInputSchema>;

/** PUT /admin/api/settings/region: replaces the three lists. */
export const adminPutRegion = endpoint('PUT', '/admin/api/settings/region', {
  query: merchantQuery,
  body: regionInputSchema,
  response: envelope(siteAccessSettingsSchema),
});

/** GET /admin/api/settings/registration-fields: both entries (register, registerMobile) and their fields. */
export const adminRegistrationFields = endpoint('GET', '/admin/api/settings/registration-fields', {
  query: merchantQuery,
  response: envelope(z.array(registerSettingEntrySchema)),
});

export const fieldRuleInputSchema = fieldSettingSchema.omit({ field: true });
export type FieldRuleInput = z.infer<typeof fieldRuleInputSchema>;

/** PUT /admin/api/settings/registration-fields/:registerType/:field: one field's rule (shown, required, lengths, pattern). */
export const adminPutRegistrationField = endpoint(
  'PUT',
  '/admin/api/settings/registration-fields/:registerType/:field',
  {
    params: z.object({ registerType: registerTypeSchema, field: registerFieldSchema }),
    query: merchantQuery,
    body: fieldRuleInputSchema,
    response: envelope(z.array(registerSettingEntrySchema)),
  },
);

export const flagStateSchema = z.object({ modId: z.string(), enabled: z.boolean() });
/** A group of flags: a flag under a group that is off is off for players, whatever its own switch. */
export const flagGroupSchema = flagStateSchema.extend({ flags: z.array(flagStateSchema) });
export type FlagGroupState = z.infer<typeof flagGroupSchema>;

/** GET /admin/api/settings/flags: the whitelabel flags by group. */
export const adminFlags = endpoint('GET', '/admin/api/settings/flags', {
  query: merchantQuery,
  response: envelope(z.array(flagGroupSchema)),
});

/** PUT /admin/api/settings/flags/:modId: switch one flag or a whole group. */
export const adminPutFlag = endpoint('PUT', '/admin/api/settings/flags/:modId', {
  params: z.object({ modId: text().max(40) }),
  query: merchantQuery,
  body: z.object({ enabled: z.boolean() }),
  response: envelope(z.array(flagGroupSchema)),
});

export const adminBrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  currency: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  timeZone: z.string(),
  maintenance: z.boolean(),
  /**
   * Route domains are the alternatives offered to players. The primary one (the first the brand
   * was given) cannot be removed, so a brand always keeps one.
   */
  domains: z.array(z.object({ domain: z.string(), isRoute: z.boolean(), primary: z.boolean() })),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** GET /admin/api/settings/brands: the brands this operator reaches, with the domains each answers on. */
export const adminBrands = endpoint('GET', '/admin/api/settings/brands', {
  response: envelope(z.array(adminBrandSchema)),
});

/** A DNS label of letters, digits and inner hyphens; `ab--` only as the IDNA prefix `xn--`. */
const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const isHostName = (host: string) =>
  host.length <= 253 &&
  host.split('.').every((label) => hostLabel.test(label) && (label.slice(2, 4) !== '--' || label.startsWith('xn--')));

/**
 * A host name as players type it in the address bar: lower-cased, ASCII only (an international
 * name in its xn-- form), without scheme, path or port: what the Host header carries.
 */
export const brandDomainSchema = text().trim().toLowerCase().max(253).refine(isHostName, 'validation.invalid');

export const brandDomainInputSchema = z.object({
  domain: brandDomainSchema,
  /** An alternative address offered to players (domainRoute), not the brand's own. */
  isRoute: z.boolean().default(false),
});
export type BrandDomainInput = z.input<typeof brandDomainInputSchema>;

/** POST /admin/api/settings/brands/domains: the brand (`?merchant=`) answers on one more host; answers the brand. */
export const adminAddBrandDomain = endpoint('POST', '/admin/api/settings/brands/domains', {
  query: merchantQuery,
  body: brandDomainInputSchema,
  response: envelope(adminBrandSchema),
});

/** DELETE /admin/api/settings/brands/domains/:domain: the brand stops answering on a host (never its primary or last one). */
export const adminRemoveBrandDomain = endpoint('DELETE', '/admin/api/settings/brands/domains/:domain', {
  params: z.object({ domain: text().trim().toLowerCase().max(253) }),
  query: merchantQuery,
  response: envelope(adminBrandSchema),
});
