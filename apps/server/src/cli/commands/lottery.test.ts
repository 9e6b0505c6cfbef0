import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { scheduleIssues } from '../../modules/lottery/issues.usecases.ts';
import { lotteryRepository } from '../../modules/lottery/lottery.repository.ts';

const h = useAdminHarness();
beforeAll(async () => {
  await scheduleIssues(h.database.db, new Date());
});

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

describe('lottery:games, lottery:results and lottery:exposure', () => {
  it('lists the games and switches one off and on again', async () => {
    const listed = JSON.parse((await h.run('lottery:games', '--json')).stdout) as { gameCode: string }[];
    expect(listed.map((g) => g.gameCode)).toContain('PK101M');
    const off = await h.run('lottery:games', 'disable', 'PK101M');
    expect(off.stdout).toContain('Lottery game PK101M is disabled.');
    const games = await lotteryRepository.games(h.database.db, 1);
    expect(games.find((g) => g.code === 'PK101M')?.enabled).toBe(false);
    expect((await h.run('lottery:games', 'enable', 'PK101M')).stdout).toContain('is enabled');
    expect((await h.run('lottery:games', 'enable')).code).toBe(2);
    expect((await h.run('lottery:games', 'enable', 'NOPE')).code).toBe(1);
  });

  it('sets and lifts a game’s stake limit per number', async () => {
    const set = await h.run('lottery:games', 'limit', 'PK101M', '25');
    expect(set.stdout).toContain('Lottery game PK101M: at most 25.00 per member on one number of one issue.');
    const games = await lotteryRepository.games(h.database.db, 1);
    expect(games.find((g) => g.code === 'PK101M')?.definition.stakeLimitPerNumber).toBe(2_500);
    expect((await h.run('lottery:games')).stdout).toMatch(/PK101M.*25\.00/);
    expect((await h.run('lottery:games', 'limit', 'PK101M', 'none')).stdout).toContain('has no stake limit per number');
    expect((await h.run('lottery:games', 'limit', 'PK101M')).code).toBe(2);
    expect((await h.run('lottery:games', 'limit', 'PK101M', 'lots')).code).toBe(2);
  });

  it('shows an issue’s seed hash (the seed only once drawn) and its exposure per pick', async () => {
    const [next] = await lotteryRepository.upcoming(h.database.db, 1, '5D1M', new Date(), 1);
    const shown = await h.run('lottery:results', '5D1M', next!.numero);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Seed hash: ${next!.seedHash}`);
    expect(shown.stdout).toContain('Seed:      (published once drawn)');
    expect(shown.stdout).not.toContain(next!.seed);
    const exposure = await h.run('lottery:exposure', '5D1M', next!.numero, '--json');
    expect(JSON.parse(exposure.stdout)).toMatchObject({ cap: expect.any(String), list: [] });
    expect((await h.run('lottery:results', '5D1M', '20000101001')).code).toBe(1);
  });
});
