import { ipMatches } from '../../lib/ip-match.ts';
import { SITE_STATUS, type SiteStatus } from '@arcadia/contracts';
import type { Merchant } from '../merchants/merchant.model.ts';

export { ipMatches };

export type AccessDecision = {
  status: SiteStatus;
  restricted: boolean;
  reason: 'country' | 'ip' | null;
};

/**
 * Maintenance wins over restriction. An allow-listed IP is never restricted. A blocked country
 * is restricted; when an allowed-country list exists, any other country is restricted, and so is
 * an address whose country is unknown unless it is private or loopback (operators' own networks).
 */
export function decideAccess(merchant: Merchant, ip: string, country: string | null): AccessDecision {
  if (merchant.maintenance.enabled) return { status: SITE_STATUS.maintenance, restricted: false, reason: null };
  const { allowedCountries, blockedCountries, ipAllowlist } = merchant.region;
  if (ipMatches(ip, ipAllowlist)) return { status: SITE_STATUS.normal, restricted: false, reason: null };
  const countryBlocked =
    country !== null &&
    (blockedCountries.includes(country) || (allowedCountries.length > 0 && !allowedCountries.includes(country)));
  if (countryBlocked) return { status: SITE_STATUS.restricted, restricted: true, reason: 'country' };
  const unknownOutsideAllowList = country === null && allowedCountries.length > 0 && !isPrivateAddress(ip);
  if (unknownOutsideAllowList) return { status: SITE_STATUS.restricted, restricted: true, reason: 'ip' };
  return { status: SITE_STATUS.normal, restricted: false, reason: null };
}

const PRIVATE_RANGES: readonly string[] = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
];

export function isPrivateAddress(ip: string): boolean {
  return ipMatches(ip, PRIVATE_RANGES);
}
