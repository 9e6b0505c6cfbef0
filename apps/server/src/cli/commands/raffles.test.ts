import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';

const h = useAdminHarness();

describe('raffle:* commands', () => {
  it('creates a raffle with its hash, lists and shows it, and runs the draw pass', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const definition = JSON.stringify({
      content: { en: { title: 'CLI raffle' } },
      startsAt: at(-hour),
      endsAt: at(hour),
      drawAt: at(hour),
      claimUntil: at(2 * hour),
      tickets: { perTurnover: '10.00' },
      prizes: [{ kind: 'cash', count: 1, amount: '5.00' }],
    });
    const created = (await h.json('raffle:create', definition)) as { id: number; hash: string };
    expect(created.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await h.ok('raffle:list')).toContain('CLI raffle');
    expect(await h.ok('raffle:show', String(created.id))).toContain('(revealed at the draw)');
    expect(await h.ok('raffle:draw')).toContain('Drew 0 raffles');
    expect((await h.run('raffle:create', '{"prizes":[]}')).code).toBe(2);
  });
});
