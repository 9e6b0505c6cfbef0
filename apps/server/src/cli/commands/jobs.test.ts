import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { memoryLog } from '../../../test/jobs-fixtures.ts';
import { JobRunner } from '../../modules/jobs/job-runner.ts';
import { enqueue } from '../../modules/jobs/jobs.usecases.ts';

const h = useAdminHarness();
let failedId: number;
beforeAll(async () => {
  const runner = new JobRunner(h.database, memoryLog());
  // Counted per job, not across jobs: the order in which the runner claims two due jobs is not
  // fixed (PostgreSQL and SQLite differed), and a shared count made the outcome depend on it.
  const calls = new Map<number, number>();
  runner.handle('test.cli', {
    backoff: { baseMs: 0, maxMs: 0 },
    run: async (payload: { n: number }) => {
      const call = (calls.get(payload.n) ?? 0) + 1;
      calls.set(payload.n, call);
      if (call < 2) throw new Error('remote said 503');
      return { delivered: true };
    },
  });
  await enqueue(h.database.db, 'test.cli', { n: 1 });
  failedId = (await enqueue(h.database.db, 'test.cli', { n: 2 }, { maxAttempts: 1 })).id;
  await runner.drain();
});

describe('jobs commands', () => {
  it('lists jobs by state, and each attempt in the run history', async () => {
    const all = await h.run('jobs', '--kind', 'test.cli', '--json');
    expect(all.code).toBe(0);
    expect((JSON.parse(all.stdout) as { state: string }[]).map((j) => j.state).sort()).toEqual(['failed', 'succeeded']);
    const failed = await h.run('jobs', '--status', 'failed');
    expect(failed.stdout).toContain('remote said 503');
    const history = await h.run('jobs:runs', '--kind', 'test.cli');
    expect(history.stdout.match(/retrying|failed|succeeded/g)?.sort()).toEqual(['failed', 'retrying', 'succeeded']);
  });

  it('queues a failed job again, and refuses one that has not failed', async () => {
    expect((await h.run('jobs:retry', String(failedId))).stdout).toContain('queued again');
    expect((await h.run('jobs:retry', String(failedId))).code).toBe(1);
    expect((await h.run('jobs:retry', 'x')).code).toBe(2);
    expect((await h.run('jobs', '--status', 'stuck')).code).toBe(2);
  });
});
