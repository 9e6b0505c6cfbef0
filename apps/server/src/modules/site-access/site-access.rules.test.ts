import { describe, expect, it } from 'vitest';
import type { Merchant } from '../merchants/merchant.model.ts';
import { decideAccess, ipMatches } from './site-access.rules.ts';

const merchant = (over: Partial<Merchant['region']> = {}, maintenance = false): Merchant =>
  ({
    maintenance: { enabled: maintenance, message: null, until: null },
    region: { allowedCountries: [], blockedCountries: [], ipAllowlist: [], ...over },
  }) as Merchant;

describe('site access decision', () => {
  it('is normal with no rules', () => {
    expect(decideAccess(merchant(), '8.8.8.8', 'US').status).toBe(0);
  });
  it('restricts a blocked country', () => {
    expect(decideAccess(merchant({ blockedCountries: ['US'] }), '8.8.8.8', 'US')).toEqual({
      status: 2,
      restricted: true,
      reason: 'country',
    });
  });
  it('restricts countries outside an allow list, and unknown public addresses', () => {
    const m = merchant({ allowedCountries: ['BR', 'PT'] });
    expect(decideAccess(m, '8.8.8.8', 'US').status).toBe(2);
    expect(decideAccess(m, '200.147.67.142', 'BR').status).toBe(0);
    expect(decideAccess(m, '203.0.113.9', null)).toMatchObject({ status: 2, reason: 'ip' });
    expect(decideAccess(m, '127.0.0.1', null).status).toBe(0);
  });
  it('never restricts an allow-listed IP or CIDR', () => {
    const m = merchant({ blockedCountries: ['US'], ipAllowlist: ['8.8.8.0/24'] });
    expect(decideAccess(m, '8.8.8.8', 'US').status).toBe(0);
  });
  it('maintenance wins over restriction', () => {
    expect(decideAccess(merchant({ blockedCountries: ['US'] }, true), '8.8.8.8', 'US').status).toBe(1);
  });
  it('matches IPv4-mapped IPv6 and IPv6 CIDRs', () => {
    expect(ipMatches('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipMatches('not-an-ip', ['10.0.0.0/8'])).toBe(false);
  });
});
