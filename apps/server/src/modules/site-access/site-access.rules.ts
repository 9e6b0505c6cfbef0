import { BlockList, isIP } from 'node:net';
import { SITE_STATUS, type SiteStatus } from '@arcadia/contracts';
import type { Merchant } from '../merchants/merchant.model.ts';

export type AccessDecision = {
  status: SiteStatus;
  restricted: boolean;
  reason: 'country' | 'ip' | null;
};

/** Block lists by entry list: brands are reloaded (new arrays) when changed, so a WeakMap stays fresh. */
const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const entryFamily = isIP(address);
    if (!entryFamily) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  blockLists.set(entries, list);
  return list;
}

/** Entries are single addresses or CIDR blocks ("203.0.113.0/24", "2001:db8::/32"). */
export function ipMatches(ip: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return false;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family) return false;
  return blockListOf(entries).check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

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
