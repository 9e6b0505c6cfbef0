import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { getMerchantByCodeOrDefault } from '../../modules/merchants/merchants.usecases.ts';

const h = useAdminHarness();

const region = async () => (await getMerchantByCodeOrDefault(h.database.db)).region;

describe('region', () => {
  it('shows empty lists on a fresh brand', async () => {
    const stdout = await h.ok('region');
    expect(stdout).toMatch(/allowed countries: \(any country\)/);
    expect(stdout).toMatch(/IP allow-list: +\(none\)/);
  });

  it('region:set replaces each given list (country codes in any case) and keeps the others', async () => {
    expect((await h.run('region:set', '--allow', 'br, pt', '--ip-allow', '1.2.3.4,10.0.0.0/8')).code).toBe(0);
    const { stdout } = await h.run('region:set', '--block', 'CN');
    expect(stdout).toMatch(/allowed countries: BR, PT/);
    expect(await region()).toEqual({
      allowedCountries: ['BR', 'PT'],
      blockedCountries: ['CN'],
      ipAllowlist: ['1.2.3.4', '10.0.0.0/8'],
    });
  });

  it('region:check gives the country and the status this brand gives it', async () => {
    const brazil = await h.run('region:check', '200.147.67.142');
    expect(brazil.code).toBe(0);
    expect(brazil.stdout).toMatch(/country: +BR/);
    expect(brazil.stdout).toMatch(/status: +0 \(normal\)/);
    expect((await h.run('region:check', '8.8.8.8')).stdout).toMatch(/status: +2 \(region restricted, by country\)/);
    const listed = JSON.parse((await h.run('region:check', '10.1.2.3', '--json')).stdout);
    expect(listed).toMatchObject({
      merchant: 'arcadia',
      ip: '10.1.2.3',
      country: null,
      allowListed: true,
      decision: { status: 0 },
    });
    await h.run('maintenance:on');
    expect((await h.run('region:check', '8.8.8.8')).stdout).toMatch(/status: +1 \(maintenance\)/);
    await h.run('maintenance:off');
  });

  it('--allow "" clears a list', async () => {
    expect((await h.run('region:set', '--allow', '')).code).toBe(0);
    expect((await region()).allowedCountries).toEqual([]);
  });

  it('refuses bad country codes and bad CIDRs with exit 1, listing each and what is valid', async () => {
    const before = await region();
    const { code, stderr } = await h.run(
      'region:set',
      '--allow',
      'BRA',
      '--block',
      'UK',
      '--ip-allow',
      '10.0.0.0/33,nope',
    );
    expect(code).toBe(1);
    expect(stderr).toContain("allowedCountries 'BRA' is not valid (use ISO-3166 alpha-2 codes such as BR, PT, US)");
    expect(stderr).toContain("blockedCountries 'UK' is not valid");
    expect(stderr).toContain("ipAllowlist '10.0.0.0/33' is not valid (use IPv4/IPv6 addresses or CIDR blocks");
    expect(stderr).toContain("ipAllowlist 'nope' is not valid");
    expect(await region()).toEqual(before);
  });

  it('refuses a country in both lists, a non-IP to check, and region:set with nothing to set', async () => {
    const both = await h.run('region:set', '--allow', 'BR', '--block', 'BR');
    expect(both.stderr).toContain("blockedCountries 'BR' is also in allowedCountries");
    const check = await h.run('region:check', '300.1.1.1');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("ip '300.1.1.1' is not valid");
    const nothing = await h.run('region:set');
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('Nothing to change. Usage: region:set [--allow BR,PT]');
  });
});
