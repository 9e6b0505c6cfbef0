import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { countryOf } from '../geo/country-lookup.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';
import { decideAccess } from './site-access.rules.ts';
import { COUNTRY_CODES, explainAccess, isIpOrCidr, setMaintenance, setRegionRules } from './site-access.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());
afterEach(async () => {
  await setMaintenance(database.db, 'arcadia', { enabled: false, message: null, until: null });
  await setRegionRules(database.db, 'arcadia', { allowedCountries: [], blockedCountries: [], ipAllowlist: [] });
});

const load = async () => (await merchantsRepository.findByCode(database.db, 'arcadia'))!;
const fieldErrorsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('request.invalid');
  return (error as AppError).errors!.map((e) => `${e.field}:${e.params?.value ?? ''}`);
};
const BRAZIL = '200.147.67.142';
const US = '8.8.8.8';

describe('region rules', () => {
  it('refuses anything that is not an uppercase ISO-3166 alpha-2 code, and changes nothing', async () => {
    const errors = await fieldErrorsOf(
      setRegionRules(database.db, 'arcadia', { allowedCountries: ['BR', 'br', 'BRA'], blockedCountries: ['UK', 'XX'] }),
    );
    expect(errors).toEqual([
      'allowedCountries:br',
      'allowedCountries:BRA',
      'blockedCountries:UK',
      'blockedCountries:XX',
    ]);
    expect((await load()).region.allowedCountries).toEqual([]);
  });

  it('refuses a country that is both allowed and blocked', async () => {
    const errors = await fieldErrorsOf(
      setRegionRules(database.db, 'arcadia', { allowedCountries: ['BR'], blockedCountries: ['BR'] }),
    );
    expect(errors).toEqual(['blockedCountries:BR']);
  });

  it('refuses an IP allow-list entry that is not an address or a CIDR block of the right size', async () => {
    const bad = ['10.0.0.0/33', '::1/129', '1.2.3', '1.2.3.4/', '1.2.3.4/8/1', 'abc/8', '10.0.0.0/-1', 'localhost'];
    const errors = await fieldErrorsOf(setRegionRules(database.db, 'arcadia', { ipAllowlist: ['10.0.0.0/8', ...bad] }));
    expect(errors).toEqual(bad.map((entry) => `ipAllowlist:${entry}`));
    expect(['1.2.3.4', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::/32', '::1'].every(isIpOrCidr)).toBe(true);
  });

  it('persists good lists, keeps the lists not given, and the server rules see them', async () => {
    await setRegionRules(database.db, 'arcadia', { allowedCountries: ['BR', 'PT', 'BR'], ipAllowlist: ['8.8.8.0/24'] });
    const updated = await setRegionRules(database.db, 'arcadia', { blockedCountries: ['CN'] });
    expect(updated.region).toEqual({
      allowedCountries: ['BR', 'PT'],
      blockedCountries: ['CN'],
      ipAllowlist: ['8.8.8.0/24'],
    });

    const merchant = await load();
    expect(decideAccess(merchant, BRAZIL, countryOf(BRAZIL)).status).toBe(0);
    expect(decideAccess(merchant, '4.2.2.2', countryOf('4.2.2.2'))).toMatchObject({ status: 2, reason: 'country' });
    expect(decideAccess(merchant, '114.114.114.114', countryOf('114.114.114.114'))).toMatchObject({
      status: 2,
      reason: 'country',
    });
    expect(decideAccess(merchant, US, countryOf(US)).status).toBe(0); // allow-listed although US is not allowed
  });

  it('explains the decision for one IP and refuses something that is not an IP', async () => {
    await setRegionRules(database.db, 'arcadia', { blockedCountries: ['BR'] });
    expect(await explainAccess(database.db, 'arcadia', BRAZIL)).toEqual({
      ip: BRAZIL,
      country: 'BR',
      allowListed: false,
      decision: { status: 2, restricted: true, reason: 'country' },
    });
    expect(await fieldErrorsOf(explainAccess(database.db, 'arcadia', '999.1.1.1'))).toEqual(['ip:999.1.1.1']);
  });

  it('knows every ISO-3166 country (249) plus Kosovo as the geo table reports it', () => {
    expect(COUNTRY_CODES.size).toBe(250);
    expect(['BR', 'PT', 'US', 'CN', 'GB', 'XK'].every((c) => COUNTRY_CODES.has(c))).toBe(true);
  });
});

describe('maintenance', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('refuses an end time in the past, a non-date, a date that does not exist and a time without zone', async () => {
    for (const until of ['2029-12-31T23:59:59Z', 'tomorrow', '2030-02-31', '2030-06-01T10:00']) {
      expect(
        await fieldErrorsOf(setMaintenance(database.db, 'arcadia', { enabled: true, message: null, until }, now)),
      ).toEqual([`until:${until}`]);
    }
    expect((await load()).maintenance.enabled).toBe(false);
  });

  it('refuses a message longer than 500 characters', async () => {
    const error = await setMaintenance(database.db, 'arcadia', {
      enabled: true,
      message: 'x'.repeat(501),
      until: null,
    }).catch((e: unknown) => e);
    expect((error as AppError).errors).toEqual([
      { field: 'message', key: 'validation.too_long', params: { max: 500 } },
    ]);
  });

  it('stores the message trimmed and the end time in UTC; the site then answers status 1', async () => {
    const input = { enabled: true, message: '  Back soon  ', until: '2030-01-02T10:00:00+02:00' };
    const updated = await setMaintenance(database.db, 'arcadia', input, now);
    expect(updated.maintenance).toEqual({ enabled: true, message: 'Back soon', until: '2030-01-02T08:00:00.000Z' });
    expect(decideAccess(await load(), BRAZIL, 'BR').status).toBe(1);

    await setMaintenance(database.db, (await load()).code, { enabled: false, message: null, until: null });
    expect((await load()).maintenance).toEqual({ enabled: false, message: null, until: null });
    expect(decideAccess(await load(), BRAZIL, 'BR').status).toBe(0);
  });

  it('acts on the default brand for an empty code and refuses an unknown brand', async () => {
    expect((await setMaintenance(database.db, '', { enabled: true, message: null, until: null })).code).toBe('arcadia');
    const error = await setMaintenance(database.db, 'nope', { enabled: true, message: null, until: null }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'not_found' });
  });
});
