import geoip from 'geoip-country';

/**
 * Country of an IP address from the GeoLite2-derived table shipped inside the geoip-country
 * package (loaded into memory once; no download at run time). Private and loopback addresses
 * have no country.
 */
export function countryOf(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? null;
}
