import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';

const h = useAdminHarness();

describe('mission:* commands', () => {
  it('creates, lists and pauses a mission and a leaderboard, reads standings and settles', async () => {
    const definition = JSON.stringify({
      code: 'cli-rounds',
      titles: { en: 'CLI: play 3 rounds' },
      kind: 'rounds',
      cadence: 'daily',
      target: '3',
      reward: '1.50',
    });
    const created = (await h.json('mission:create', definition)) as { id: number; status: string };
    expect(created.status).toBe('active');
    expect(await h.ok('mission:list')).toContain('CLI: play 3 rounds');
    expect(await h.ok('mission:status', String(created.id), 'paused')).toContain(`Mission ${created.id} is paused.`);
    expect((await h.run('mission:create', definition)).code).not.toBe(0);

    const board = (await h.json(
      'mission:leaderboard-create',
      JSON.stringify({ code: 'cli-board', titles: { en: 'CLI board' }, cadence: 'weekly', prizes: ['9.00', '4.00'] }),
    )) as { id: number };
    expect(await h.ok('mission:leaderboards')).toContain('9.00 / 4.00');
    expect(await h.ok('mission:standings', String(board.id))).toMatch(/Period \d{4}-W\d{2}/);
    expect(await h.ok('mission:settle')).toContain('Paid 0 prizes.');
    expect(await h.ok('mission:leaderboard-status', String(board.id), 'paused')).toContain('is paused');
    expect((await h.run('mission:create', '{"kind":"nope"}')).code).toBe(2);
  });
});
