import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { getMerchantByCodeOrDefault } from '../../modules/merchants/merchants.usecases.ts';
import { decideAccess } from '../../modules/site-access/site-access.rules.ts';

const h = useAdminHarness();

const merchant = () => getMerchantByCodeOrDefault(h.database.db);

describe('maintenance', () => {
  it('shows that the brand is not in maintenance', async () => {
    const stdout = await h.ok('maintenance');
    expect(stdout).toContain('Maintenance of arcadia: off');
  });

  it('maintenance:on stores message and end time (UTC) and the site answers status 1', async () => {
    const stdout = await h.ok('maintenance:on', '--message', 'Back at 10:00', '--until', '2099-01-01T10:00:00+02:00');
    expect(stdout).toContain('Maintenance of arcadia: ON');
    expect(stdout).toMatch(/message: Back at 10:00/);
    expect(stdout).toMatch(/until: +2099-01-01T08:00:00\.000Z/);
    expect(stdout).toContain('within a second');
    expect(decideAccess(await merchant(), '200.147.67.142', 'BR').status).toBe(1);
    expect(JSON.parse((await h.run('maintenance', '--json')).stdout)).toEqual({
      merchant: 'arcadia',
      enabled: true,
      message: 'Back at 10:00',
      until: '2099-01-01T08:00:00.000Z',
    });
  });

  it('maintenance:off ends it and clears message and end time', async () => {
    const stdout = await h.ok('maintenance:off');
    expect(stdout).toContain('Maintenance of arcadia: off');
    expect((await merchant()).maintenance).toEqual({ enabled: false, message: null, until: null });
  });

  it('refuses a past or malformed end time and an over-long message with exit 1, changing nothing', async () => {
    const past = await h.run('maintenance:on', '--until', '2020-01-01');
    expect(past.code).toBe(1);
    expect(past.stderr).toContain("until '2020-01-01' is not valid (use a future ISO-8601 date");
    const long = await h.run('maintenance:on', '--message', 'x'.repeat(501));
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('message is more than 500 characters');
    expect((await merchant()).maintenance.enabled).toBe(false);
  });

  it('refuses an option value that is missing', async () => {
    const { code, stderr } = await h.run('maintenance:on', '--until');
    expect(code).toBe(2);
    expect(stderr).toContain("Option '--until <value>' argument missing");
  });
});
