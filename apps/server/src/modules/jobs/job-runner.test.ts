import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { manualClock, memoryLog, runnerOn } from '../../../test/jobs-fixtures.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { JobInterrupted } from './job-handler.ts';
import { jobRunsRepository } from './job-runs.repository.ts';
import { jobsRepository } from './jobs.repository.ts';
import { enqueue, listJobRuns, retryJob } from './jobs.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database.close());

const db = () => database.db;
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const outcomes = async (jobId: number) =>
  (await listJobRuns(db(), { jobId })).reverse().map((r) => [r.attempt, r.outcome]);

describe('job runner', () => {
  it('a job that fails twice then succeeds runs three times, each run recorded, waiting out its backoff', async () => {
    const clock = manualClock();
    const runner = runnerOn(database, { clock: clock.now });
    const seen: number[] = [];
    runner.handle<{ n: number }>('test.flaky', {
      backoff: { baseMs: 1_000, maxMs: 60_000 },
      run: async (payload, { job }) => {
        seen.push(job.attempts);
        if (job.attempts < 3) throw new Error(`try ${job.attempts} of ${payload.n}`);
        return { done: payload.n };
      },
    });
    const { id } = await inTransaction(db(), (trx) => enqueue(trx, 'test.flaky', { n: 7 }, { runAt: clock.now() }));
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0); // the retry waits 1 s
    clock.advance(1_000);
    expect(await runner.drain()).toBe(1);
    clock.advance(1_999); // then 2 s
    expect(await runner.drain()).toBe(0);
    clock.advance(1);
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([1, 2, 3]);
    expect(await outcomes(id)).toEqual([
      [1, 'retrying'],
      [2, 'retrying'],
      [3, 'succeeded'],
    ]);
    const job = (await jobsRepository.findById(db(), id))!;
    expect(job).toMatchObject({ state: 'succeeded', attempts: 3, result: { done: 7 }, lockedBy: null });
    expect(job.lastError).toContain('try 2 of 7');
  });

  it('a job interrupted by a shutdown goes back to the queue with one calm line, no error and no stack', async () => {
    const clock = manualClock();
    const log = memoryLog();
    const runner = runnerOn(database, { clock: clock.now, log });
    runner.handle('test.interrupted', {
      run: async () => {
        throw new JobInterrupted('server shutting down: the round is left to the next runner of its job');
      },
    });
    const { id } = await inTransaction(db(), (trx) => enqueue(trx, 'test.interrupted', {}, { runAt: clock.now() }));
    expect(await runner.drain()).toBe(1);
    expect((await jobsRepository.findById(db(), id))!.state).toBe('queued');
    const mine = log.lines.filter((line) => (line.details as { jobId?: number }).jobId === id);
    expect(mine.map((line) => [line.level, line.message])).toEqual([
      ['info', 'job interrupted by shutdown; queued again'],
    ]);
    expect(mine[0]!.details).not.toHaveProperty('err');
  });

  it('a job that keeps failing is marked failed after its attempts, and an operator can send it round again', async () => {
    const runner = runnerOn(database);
    let fail = true;
    runner.handle('test.broken', {
      backoff: { baseMs: 0, maxMs: 0 },
      run: async () => {
        if (fail) throw new Error('gateway down');
        return 'ok';
      },
    });
    const { id } = await enqueue(db(), 'test.broken', null, { maxAttempts: 2 });
    expect(await runner.drain()).toBe(2);
    expect(await jobsRepository.findById(db(), id)).toMatchObject({ state: 'failed', attempts: 2 });
    await expect(retryJob(db(), id + 1000)).rejects.toMatchObject({ code: 'not_found' });
    fail = false;
    expect((await retryJob(db(), id)).state).toBe('queued');
    await expect(retryJob(db(), id)).rejects.toMatchObject({ code: 'conflict' });
    expect(await runner.drain()).toBe(1);
    expect(await outcomes(id)).toEqual([
      [1, 'retrying'],
      [2, 'failed'],
      [1, 'succeeded'],
    ]);
  });

  it('work is recorded with the transaction that caused it: a rollback leaves no job', async () => {
    await expect(
      inTransaction(db(), async (trx) => {
        await enqueue(trx, 'test.never', { x: 1 }, { dedupeKey: 'never-1' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await jobsRepository.list(db(), { kind: 'test.never', limit: 5 })).toEqual([]);
  });

  it('a dedupe key keeps the first job', async () => {
    const first = await enqueue(db(), 'test.once', { v: 1 }, { dedupeKey: 'once-1' });
    const again = await inTransaction(db(), (trx) => enqueue(trx, 'test.once', { v: 2 }, { dedupeKey: 'once-1' }));
    expect(again).toEqual({ id: first.id, created: false });
    expect((await jobsRepository.findById(db(), first.id))!.payload).toEqual({ v: 1 });
  });

  it('a job whose runner died is taken over once its lease has run out, and the lost attempt stays in the history', async () => {
    const clock = manualClock('2026-03-02T00:00:00.000Z');
    const { id } = await enqueue(db(), 'test.orphan', { v: 1 }, { runAt: clock.now() });
    // Runner "dead" leases the job and starts it, then its process is gone.
    const now = clock.now().toISOString();
    const leased = await jobsRepository.claim(
      db(),
      ['test.orphan'],
      { runner: 'dead', now, until: new Date(clock.now().getTime() + 30_000).toISOString() },
      database.kind === 'postgres',
    );
    expect(leased?.id).toBe(id);
    await jobRunsRepository.start(db(), leased!, 'dead', now);
    const runner = runnerOn(database, { clock: clock.now });
    let runs = 0;
    runner.handle('test.orphan', { run: async () => ++runs });
    clock.advance(29_000);
    expect(await runner.drain()).toBe(0);
    clock.advance(1_001);
    expect(await runner.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobsRepository.findById(db(), id)).toMatchObject({ state: 'succeeded', attempts: 2 });
    const history = (await listJobRuns(db(), { jobId: id })).reverse();
    expect(history.map((r) => [r.runner === 'dead', r.outcome])).toEqual([
      [true, 'lost'],
      [false, 'succeeded'],
    ]);
  });

  it('keeps what a job returned, bigint money counts as decimal text', async () => {
    const runner = runnerOn(database);
    runner.handle('test.result', { run: async () => ({ credited: 12_345n, rows: 2 }) });
    const { id } = await enqueue(db(), 'test.result', null);
    await runner.drain();
    expect((await jobsRepository.findById(db(), id))!.result).toEqual({ credited: '12345', rows: 2 });
  });

  it('a started runner takes new work at once, and a long job does not hold up the others', async () => {
    const runner = runnerOn(database, { pollMs: 200 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    let longStarted = false;
    runner.handle('test.long', {
      run: async () => {
        longStarted = true;
        await gate;
        done.push('long');
      },
    });
    runner.handle('test.quick', { run: async () => void done.push('quick') });
    runner.start();
    try {
      await enqueue(db(), 'test.long', null);
      await until(() => longStarted);
      await enqueue(db(), 'test.quick', null);
      await until(() => done.includes('quick'));
      expect(done).toEqual(['quick']);
      release();
      await until(() => done.includes('long'));
    } finally {
      release();
      await runner.stop();
    }
  });

  it('a runner only takes the kinds it knows', async () => {
    const { id } = await enqueue(db(), 'test.elsewhere', null);
    expect(await runnerOn(database).drain()).toBe(0);
    expect((await jobsRepository.findById(db(), id))!.state).toBe('queued');
  });

  it('a handler is told through its signal when another runner takes its job over, and a kept lease never aborts', async () => {
    const log = memoryLog();
    const runner = runnerOn(database, { leaseMs: 150, log });
    /** Resolves with the abort reason, or 'kept' after `ms` without one. */
    const abortedWithin = (signal: AbortSignal, ms: number) =>
      new Promise<unknown>((resolve) => {
        const timer = setTimeout(() => resolve('kept'), ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve(signal.reason)), { once: true });
      });
    const seen: Record<string, unknown> = {};
    runner.handle<{ steal: boolean }>('test.lease', {
      run: async ({ steal }, { job, signal }) => {
        // Another instance took the job over (as after a pause longer than the lease), with a lease
        // of its own: without one, a slow machine's drain would find the lease run out and take
        // the job back a second time.
        const theirs = new Date(Date.now() + 60_000).toISOString();
        if (steal) {
          await db()
            .updateTable('jobs')
            .set({ locked_by: 'other-runner', locked_until: theirs })
            .where('id', '=', job.id)
            .execute();
        }
        // Kept: four lease lengths of work. Stolen: the next renewal notices (a loaded machine may be slow).
        seen[steal ? 'stolen' : 'kept'] = await abortedWithin(signal, steal ? 10_000 : 600);
        signal.throwIfAborted();
        return 'done';
      },
    });
    const kept = await enqueue(db(), 'test.lease', { steal: false });
    expect(await runner.drain(['test.lease'])).toBe(1);
    // Four lease lengths of work, renewed all along: never aborted, finished normally.
    expect(seen.kept).toBe('kept');
    expect(await jobsRepository.findById(db(), kept.id)).toMatchObject({ state: 'succeeded', lockedBy: null });

    const stolen = await enqueue(db(), 'test.lease', { steal: true });
    expect(await runner.drain(['test.lease'])).toBe(1);
    expect(String(seen.stolen)).toContain(`another runner has taken job ${stolen.id} over`);
    expect(log.lines.map((l) => l.message)).toContain('job lease taken over by another runner');
    // The stopped attempt left the job to its new holder.
    expect(await jobsRepository.findById(db(), stolen.id)).toMatchObject({
      state: 'running',
      lockedBy: 'other-runner',
    });
  });
});
