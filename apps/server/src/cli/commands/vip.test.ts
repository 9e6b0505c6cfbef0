import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember } from '../../../test/factories/members.ts';
import { grow } from '../../../test/vip-fixtures.ts';

const h = useAdminHarness();
const db = () => h.database.db;

describe('vip:* commands', () => {
  it('builds a ladder, sets the weights, shows a member and moves one by hand with a reason', async () => {
    await h.ok(
      'vip:level',
      '0',
      '--set',
      '{"name":"VIP 0","color":"#333333","color2":"#dddddd","reachGrowth":"0","keepGrowth":"0","reviewCycle":"none"}',
    );
    const ladder = await h.ok(
      'vip:level',
      '1',
      '--set',
      '{"name":"VIP 1","color":"#3b2a00","color2":"#f5c542","reachGrowth":"100","keepGrowth":"50","reviewCycle":"month","levelUpReward":"2"}',
    );
    expect(ladder).toContain('VIP 1');
    // Changing one field keeps the others.
    expect(await h.ok('vip:level', '1', '--set', '{"name":"Silver"}')).toMatch(
      /Silver\s+100\.00\s+50\.00\s+month\s+2\.00/,
    );
    expect(await h.ok('vip:weights', '50', '100')).toContain('Growth: 50.00% of deposits, 100.00% of valid bets');

    const member = await createMember(db());
    await grow(db(), member.id, 5_000n, new Date().toISOString());
    expect(await h.ok('vip:member', member.username)).toMatch(/Level:\s+VIP 0 \(rank 0\)/);
    const refused = await h.run('vip:set', member.username, '1');
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining('--reason')]);
    const moved = (await h.json('vip:set', member.username, '1', '--reason', 'loyal')) as { level: { name: string } };
    expect(moved.level.name).toBe('Silver');
    expect(await balanceOf(db(), member.id)).toBe(200n);
    expect(await h.ok('vip:review')).toContain('Reviewed 0 period(s)');
    expect(await h.ok('vip:birthdays')).toContain('Paid 0 birthday reward(s).');
  });
});
