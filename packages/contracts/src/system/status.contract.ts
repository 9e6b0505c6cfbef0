import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../language.schema.ts';
import { publicKeyInfoSchema } from '../encryption.ts';
import { whitelabelNodeSchema } from './whitelabel.contract.ts';
import { registerSettingEntrySchema } from './register-settings.contract.ts';
import { STATUS_PATH } from './site-status.ts';

export const siteStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** A resource's label per language; a language without one reads labelNameEn (see resourceLabel). */
export const resourceLabelsSchema = z.partialRecord(languageSchema, z.string());

export const resourceSchema = z.object({
  url: z.string(),
  labelNameEn: z.string(),
  labels: resourceLabelsSchema,
  resourceType: z.string(),
  qrCodeUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** Support service entries: type 3 is the support link. */
export const customerServiceSchema = z.object({
  position: z.string(),
  type: z.number().int(),
  path: z.string(),
});

export const merchantInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  platform: z.string(),
  lotteryType: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema).min(1),
  logoText: z.string(),
});

export const statusValueSchema = z.object({
  status: siteStatusSchema,
  info: z.object({
    merchant: merchantInfoSchema,
    whitelabel: z.array(whitelabelNodeSchema),
    registerRules: z.array(registerSettingEntrySchema),
    resources: z.record(z.string(), resourceSchema),
    customerService: z.array(customerServiceSchema),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    encryption: publicKeyInfoSchema,
    verification: z.object({
      challenge: z.object({ provider: z.string(), siteKey: z.string() }).nullable(),
      phoneAuth: z.object({ provider: z.string() }).nullable(),
    }),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string().nullable(), until: z.string().nullable() }),
  regionRestriction: z.object({ restricted: z.boolean(), reason: z.enum(['country', 'ip']).nullable() }),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

/** GET /wps/system/status: the first call at startup (the permission response). */
export const getStatus = endpoint('GET', STATUS_PATH, { response: envelope(statusValueSchema) });

export const domainRouteSchema = z.object({
  domain: z.string(),
  url: z.string(),
  /** Filled in by the client's speed test; the server does not measure a visitor's network. */
  speed: z.number().nullable(),
});

/** GET /wps/system/domainRoute: the brand's alternative domains. */
export const getDomainRoute = endpoint('GET', '/wps/system/domainRoute', {
  response: envelope(z.object({ domainList: z.array(domainRouteSchema) })),
});
