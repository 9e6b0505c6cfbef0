import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { manualClock, memoryLog, runnerOn, twoInstances } from '../../../test/jobs-fixtures.ts';
import { listJobRuns } from './jobs.usecases.ts';

let a: DbHandle;
let b: DbHandle;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ a, b, close } = await twoInstances());
});
afterAll(async () => close());

const MINUTE = 60_000;
const runsOf = async (kind: string) => (await listJobRuns(a.db, { kind, limit: 100 })).reverse();
const cursor = (name: string) =>
  a.db.selectFrom('job_schedules').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** Two instances: separate connections (pools on PostgreSQL, connections to one file on SQLite). */
function instances(name: string, clock: ReturnType<typeof manualClock>, slots: string[], catchUp?: number) {
  return [a, b].map((database) => {
    const runner = runnerOn(database, { clock: clock.now });
    runner.schedule({
      name,
      pattern: '* * * * *',
      ...(catchUp ? { catchUp } : {}),
      run: async ({ slotAt }) => {
        slots.push(slotAt);
        await new Promise((r) => setTimeout(r, 20)); // long enough for the other to try too
        return { slotAt };
      },
    });
    return runner;
  });
}

describe('schedules', () => {
  it('two instances run each slot once', async () => {
    const clock = manualClock('2026-03-01T10:00:30.000Z');
    const slots: string[] = [];
    const [one, two] = instances('test.every-minute', clock, slots);
    await Promise.all([one!.tick(), two!.tick()]);
    expect(slots).toEqual([]); // a new schedule starts at its latest slot without running it
    for (let minute = 1; minute <= 3; minute++) {
      clock.advance(MINUTE);
      await Promise.all([one!.tick(), two!.tick(), one!.tick(), two!.tick()]);
    }
    expect(slots).toEqual(['2026-03-01T10:01:00.000Z', '2026-03-01T10:02:00.000Z', '2026-03-01T10:03:00.000Z']);
    const runs = await runsOf('test.every-minute');
    expect(runs.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(new Set(runs.map((r) => r.jobId)).size).toBe(3);
  });

  it('a slot missed while no server ran runs after the restart (catch-up bounded to the latest slot)', async () => {
    const clock = manualClock('2026-03-01T12:00:10.000Z');
    const slots: string[] = [];
    const [before] = instances('test.catch-up', clock, slots);
    await before!.tick();
    // Stopped for five and a half minutes: slots 12:01 … 12:05 pass with nobody running.
    clock.advance(5.5 * MINUTE);
    const log = memoryLog();
    const after = runnerOn(b, { clock: clock.now, log });
    after.schedule({ name: 'test.catch-up', pattern: '* * * * *', run: async ({ slotAt }) => void slots.push(slotAt) });
    expect(await after.tick()).toBe(1);
    expect(slots).toEqual(['2026-03-01T12:05:00.000Z']);
    expect(await cursor('test.catch-up')).toMatchObject({
      last_slot_at: '2026-03-01T12:05:00.000Z',
      skipped_slots: 4,
    });
    expect(log.lines).toContainEqual(expect.objectContaining({ message: 'schedule slots skipped' }));
    expect(await after.tick()).toBe(0);
  });

  it('a schedule that asks for it catches up several missed slots, oldest first, once', async () => {
    const clock = manualClock('2026-03-01T14:00:10.000Z');
    const slots: string[] = [];
    const [one, two] = instances('test.catch-up-3', clock, slots, 3);
    await one!.tick();
    clock.advance(10 * MINUTE);
    await Promise.all([one!.tick(), two!.tick()]);
    expect(slots).toEqual(['2026-03-01T14:08:00.000Z', '2026-03-01T14:09:00.000Z', '2026-03-01T14:10:00.000Z']);
    expect((await cursor('test.catch-up-3')).skipped_slots).toBe(7);
  });

  it('slots of one schedule never run at the same time: a slot due while the last still runs waits for it', async () => {
    const clock = manualClock('2026-03-01T16:00:10.000Z');
    const active = { now: 0, max: 0 };
    const [one, two] = [a, b].map((database) => {
      const runner = runnerOn(database, { clock: clock.now });
      runner.schedule({
        name: 'test.slow',
        pattern: '* * * * *',
        catchUp: 2,
        run: async () => {
          active.max = Math.max(active.max, ++active.now);
          await new Promise((r) => setTimeout(r, 50));
          active.now--;
        },
      });
      return runner;
    });
    await one!.tick();
    clock.advance(2 * MINUTE);
    await Promise.all([one!.tick(), two!.tick(), one!.tick(), two!.tick()]);
    await Promise.all([one!.tick(), two!.tick()]);
    expect(active.max).toBe(1);
    expect((await runsOf('test.slow')).map((r) => r.outcome)).toEqual(['succeeded', 'succeeded']);
  });
});
