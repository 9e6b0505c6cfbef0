import { isIP } from 'node:net';
import type { FieldError } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { countryOf } from '../geo/country-lookup.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { decideAccess, ipMatches, type AccessDecision } from './site-access.rules.ts';
import { siteAccessErrors } from './site-access.errors.ts';

/** A brand by code (empty: the default brand) or an already loaded brand. */
export type MerchantRef = string | Merchant;
export type MaintenanceInput = { enabled: boolean; message: string | null; until: string | null };
export type RegionInput = Partial<Merchant['region']>;

export const MAINTENANCE_MESSAGE_MAX = 500;

/**
 * ISO 3166-1 alpha-2 codes, plus XK: the geo table reports Kosovo as XK, so operators must be
 * able to name it. Kept as a list (not just /^[A-Z]{2}$/) so a typo like "UK" is refused instead
 * of silently never matching anyone.
 */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
    'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.has(value);
}

/** A single address or a CIDR block whose prefix fits the address family (/0–32 or /0–128). */
export function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32);
}

/** Date only ("2030-01-31", UTC midnight) or a date-time with a zone: no guessing local time. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // Date.parse rolls 2030-02-31 over into March; a calendar date must exist as written.
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

const invalid = (field: string, value?: string): FieldError =>
  value === undefined ? { field, key: 'validation.invalid' } : { field, key: 'validation.invalid', params: { value } };

async function resolve(db: Db, ref: MerchantRef): Promise<Merchant> {
  return typeof ref === 'string' ? getMerchantByCodeOrDefault(db, ref) : ref;
}

/**
 * Sets the brand's whole maintenance state. `until` is what players are told (stored as ISO UTC),
 * so it must lie in the future; it does not end maintenance by itself: an operator switches off.
 */
export async function setMaintenance(
  db: Db,
  ref: MerchantRef,
  input: MaintenanceInput,
  now = new Date(),
): Promise<Merchant> {
  const merchant = await resolve(db, ref);
  const fieldErrors: FieldError[] = [];
  const message = input.message?.trim() || null;
  if (message !== null && message.length > MAINTENANCE_MESSAGE_MAX) {
    fieldErrors.push({ field: 'message', key: 'validation.too_long', params: { max: MAINTENANCE_MESSAGE_MAX } });
  }
  let until: string | null = null;
  if (input.until !== null && input.until.trim() !== '') {
    const parsed = parseIsoDate(input.until.trim());
    if (!parsed || parsed.getTime() <= now.getTime()) fieldErrors.push(invalid('until', input.until));
    else until = parsed.toISOString();
  }
  if (fieldErrors.length > 0) throw siteAccessErrors.invalidSettings(fieldErrors);
  await merchantsPort.setMaintenance(db, merchant.id, { enabled: input.enabled, message, until });
  return getMerchantByCodeOrDefault(db, merchant.code);
}

/**
 * Replaces the lists that are given and keeps the others. A country may not be both allowed and
 * blocked: the result would depend on rule order, which operators should not have to know.
 */
export async function setRegionRules(db: Db, ref: MerchantRef, input: RegionInput): Promise<Merchant> {
  const merchant = await resolve(db, ref);
  const unique = (list: string[]) => [...new Set(list)];
  const next: Merchant['region'] = {
    allowedCountries: unique(input.allowedCountries ?? merchant.region.allowedCountries),
    blockedCountries: unique(input.blockedCountries ?? merchant.region.blockedCountries),
    ipAllowlist: unique(input.ipAllowlist ?? merchant.region.ipAllowlist),
  };
  const fieldErrors: FieldError[] = [
    ...next.allowedCountries.filter((c) => !isCountryCode(c)).map((c) => invalid('allowedCountries', c)),
    ...next.blockedCountries.filter((c) => !isCountryCode(c)).map((c) => invalid('blockedCountries', c)),
    ...next.blockedCountries
      .filter((c) => next.allowedCountries.includes(c))
      .map((c) => ({
        field: 'blockedCountries',
        key: 'validation.invalid',
        params: { value: c, alsoIn: 'allowedCountries' },
      })),
    ...next.ipAllowlist.filter((ip) => !isIpOrCidr(ip)).map((ip) => invalid('ipAllowlist', ip)),
  ];
  if (fieldErrors.length > 0) throw siteAccessErrors.invalidSettings(fieldErrors);
  await merchantsPort.setRegion(db, merchant.id, next);
  return getMerchantByCodeOrDefault(db, merchant.code);
}

export type AccessExplanation = { ip: string; country: string | null; allowListed: boolean; decision: AccessDecision };

/** What a visitor from `ip` would get from this brand right now, using the server's own rules. */
export async function explainAccess(db: Db, ref: MerchantRef, ip: string): Promise<AccessExplanation> {
  const merchant = await resolve(db, ref);
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(plain)) throw siteAccessErrors.invalidSettings([invalid('ip', ip)]);
  const country = countryOf(plain);
  return {
    ip: plain,
    country,
    allowListed: ipMatches(plain, merchant.region.ipAllowlist),
    decision: decideAccess(merchant, plain, country),
  };
}
