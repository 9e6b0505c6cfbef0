import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { referralProgramme, referredBy, referrer } from '../../../test/referral-fixtures.ts';

const h = useAdminHarness();

describe('referral:* commands', () => {
  it('lists held referral rewards, approves one (paid) and rejects another', async () => {
    await referralProgramme(h.database.db);
    const a = await referrer(h.database.db, '10.88.0.1');
    await referredBy(h.database.db, a.code, '10.88.0.1');
    await referredBy(h.database.db, a.code, '10.88.0.1');
    const { list } = (await h.json('referral:held')) as { list: { id: number; reasons: string[] }[] };
    expect(list.map((r) => r.reasons)).toEqual([['same_ip'], ['same_ip']]);
    expect(await h.ok('referral:held')).toContain('same_ip');
    expect(await h.ok('referral:approve', String(list[0]!.id))).toContain('is paid');
    expect(await h.ok('referral:reject', String(list[1]!.id))).toContain('is rejected');
    expect(await h.ok('referral:held')).toContain('No referral reward is held.');
    expect((await h.run('referral:approve', String(list[0]!.id))).code).toBe(1);
    expect((await h.run('referral:approve', 'x')).code).toBe(2);
  });
});
