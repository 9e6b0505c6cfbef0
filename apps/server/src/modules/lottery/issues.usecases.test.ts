import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { drawDueIssues, publicIssue, scheduleIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';

let database: DbHandle;
const MERCHANT = 1;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const at = (iso: string) => new Date(iso);

describe('issue lifecycle', () => {
  it('schedules every game an hour and at least 101 issues ahead (the chase picker lists 100), each with a committed seed', async () => {
    await scheduleIssues(database.db, at('2026-11-22T10:00:10Z'));
    const fast = await lotteryRepository.upcoming(database.db, MERCHANT, 'VNF1M', at('2026-11-22T10:00:10Z'), 200);
    expect(fast).toHaveLength(101);
    expect(fast[0]!.numero).toBe('202611221021');
    const daily = await lotteryRepository.upcoming(database.db, MERCHANT, 'VNMB', at('2026-11-22T10:00:10Z'), 200);
    expect(daily.slice(0, 2).map((i) => i.numero)).toEqual(['20261122', '20261123']);
    expect(daily).toHaveLength(101);
    for (const issue of [...fast, ...daily]) {
      expect(issue.seedHash).toBe(createHash('sha256').update(issue.seed, 'utf8').digest('hex'));
    }
    // Scheduling again (another instance, the next minute) adds nothing twice.
    await scheduleIssues(database.db, at('2026-11-22T10:00:40Z'));
    expect(
      await lotteryRepository.upcoming(database.db, MERCHANT, 'VNF1M', at('2026-11-22T10:00:10Z'), 200),
    ).toHaveLength(101);
  });

  it('a player sees the commitment but not the seed until the draw, and open/closed by the clock', async () => {
    const [next] = await lotteryRepository.upcoming(database.db, MERCHANT, 'VNF1M', at('2026-11-22T10:00:10Z'), 1);
    expect(publicIssue(next!, at('2026-11-22T10:00:10Z'))).toMatchObject({ state: 'open', seed: null });
    expect(publicIssue(next!, at('2026-11-22T10:00:55Z'))).toMatchObject({ state: 'closed', seed: null });
  });

  it('draws each due issue exactly once, from its seed, as anyone can recompute', async () => {
    const now = at('2026-11-22T10:03:00Z');
    const [first, second] = await Promise.all([drawDueIssues(database.db, now), drawDueIssues(database.db, now)]);
    const numeros = [...first!, ...second!].filter((i) => i.gameCode === 'F31M').map((i) => i.numero);
    expect(numeros.sort()).toEqual(['202611221020', '202611221021', '202611221022', '202611221023']);
    const issue = (await lotteryRepository.issue(database.db, MERCHANT, 'F31M', '202611221022'))!;
    expect(issue.state).toBe('drawn');
    // Recompute by hand: HMAC-SHA256(seed, "F31M:202611221022:0"), floats from 4 bytes, die = floor(f × 6) + 1.
    const block = createHmac('sha256', issue.seed).update('F31M:202611221022:0').digest();
    const dice = [0, 4, 8].map((o) => Math.floor((block.readUInt32BE(o) / 2 ** 32) * 6) + 1);
    expect(issue.result).toEqual({ shape: 'dice3', dice });
    expect(publicIssue(issue, now).seed).toBe(issue.seed);
  });

  it('after a stop across three draws, restarting schedules the gap and draws the missed issues late', async () => {
    // Nothing ran between 11:00 and 11:03:40; the hour ahead scheduled at 10:00 ended at 11:00.
    const restart = at('2026-11-22T11:03:40Z');
    await scheduleIssues(database.db, restart);
    const drawn = (await drawDueIssues(database.db, restart)).filter((i) => i.gameCode === '5D1M');
    const late = drawn.filter((i) => i.late).map((i) => i.numero);
    expect(late).toContain('202611221081');
    expect(late).toContain('202611221082');
    expect(late).toContain('202611221083');
    expect(await lotteryRepository.dueIssues(database.db, restart, 10)).toEqual([]);
  });
});
