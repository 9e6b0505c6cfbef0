import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember } from '../../../test/factories/members.ts';
import { later, playedOn, rebateLadder } from '../../../test/rebate-fixtures.ts';
import { businessDay } from '../../modules/play-record/periods.port.ts';

const h = useAdminHarness();
const db = () => h.database.db;

describe('rebate:* commands', () => {
  it('switches the weekly rebate on, pays last week once and lists what it paid', async () => {
    await rebateLadder(db());
    expect(await h.ok('rebate:settings')).toMatch(/Rebate:\s+off/);
    const refused = await h.run('rebate:pay');
    expect(refused.code).not.toBe(0);
    expect(await h.ok('rebate:settings', '--enabled', 'on', '--min', '0.10', '--max', '50')).toMatch(
      /Rebate:\s+on[\s\S]*Period:\s+week[\s\S]*Cap per line:\s+50\.00/,
    );
    const bad = await h.run('rebate:settings', '--period', 'year');
    expect(bad.code).not.toBe(0);

    const member = await createMember(db());
    await playedOn(db(), member.id, businessDay(later(new Date(), -7), 'UTC'), 'RNG', 10_000n, 10_000n);
    expect(await h.ok('rebate:pay')).toMatch(/Members paid:\s+1[\s\S]*Paid:\s+0\.50/);
    expect(await h.ok('rebate:pay')).toMatch(/Members paid:\s+0/);
    expect(await balanceOf(db(), member.id)).toBe(50n);
    expect(await h.ok('rebate:claims')).toMatch(
      new RegExp(`${member.username}\\s+\\S+\\s+RNG\\s+100\\.00\\s+0\\.50\\s+0\\.50\\s+auto`),
    );
  });
});
