import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminHarness, type AdminHarness } from '../../../test/admin-cli.ts';
import { scheduleIssues } from '../../modules/lottery/issues.usecases.ts';
import { lotteryRepository } from '../../modules/lottery/lottery.repository.ts';

let h: AdminHarness;
beforeAll(async () => {
  h = await createAdminHarness();
  await scheduleIssues(h.database.db, new Date());
});
afterAll(async () => h.close());

describe('lottery:issues and lottery:void', () => {
  it('lists a game’s issues, voids one with its reason, and refuses a void without a reason', async () => {
    const [next] = await lotteryRepository.upcoming(h.database.db, 1, 'F31M', new Date(), 1);
    const refused = await h.run('lottery:void', 'F31M', next!.numero);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('A reason of 3 to 200 characters is required');

    const voided = await h.run('lottery:void', 'F31M', next!.numero, '--reason', 'schedule fixed by hand');
    expect(voided.code).toBe(0);
    expect(voided.stdout).toContain(`Issue F31M ${next!.numero} is void; 0 open line(s) refunded.`);

    const listed = await h.run('lottery:issues', 'F31M', '--limit', '100', '--json');
    const issues = JSON.parse(listed.stdout) as { numero: string; state: string; voidReason: string | null }[];
    expect(issues.find((i) => i.numero === next!.numero)).toMatchObject({
      state: 'void',
      voidReason: 'schedule fixed by hand',
    });
    expect((await h.run('lottery:void', 'NOPE', '1', '--reason', 'whatever')).code).not.toBe(0);
  });
});
