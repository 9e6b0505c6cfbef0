import type { DbOrTrx } from '../../db/schema.ts';
import { newestRows } from '../../lib/rows.ts';
import { mapJobRun, type Job, type JobRun, type RunOutcome } from './job.model.ts';

export type RunFilter = { jobId?: number; kind?: string; limit: number };

export const jobRunsRepository = {
  /** A job taken over after its lease ran out still has its earlier attempt open: it was lost. */
  async closeLost(db: DbOrTrx, jobId: number, now: string): Promise<void> {
    await db
      .updateTable('job_runs')
      .set({ outcome: 'lost', finished_at: now, error: 'lease expired: the runner stopped answering' })
      .where('job_id', '=', jobId)
      .where('outcome', '=', 'running')
      .execute();
  },

  /** Records an attempt as it starts. */
  async start(db: DbOrTrx, job: Job, runner: string, now: string): Promise<number> {
    const row = await db
      .insertInto('job_runs')
      .values({ job_id: job.id, kind: job.kind, attempt: job.attempts, runner, started_at: now, outcome: 'running' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** Closes an attempt, unless another runner already closed it as lost. */
  async finish(
    db: DbOrTrx,
    id: number,
    values: { outcome: RunOutcome; now: string; error?: string | null; result?: string | null },
  ): Promise<void> {
    await db
      .updateTable('job_runs')
      .set({
        outcome: values.outcome,
        finished_at: values.now,
        error: values.error ?? null,
        result: values.result ?? null,
      })
      .where('id', '=', id)
      .where('outcome', '=', 'running')
      .execute();
  },

  /** Newest first. */
  list(db: DbOrTrx, filter: RunFilter): Promise<JobRun[]> {
    return newestRows(db, 'job_runs', { job_id: filter.jobId, kind: filter.kind }, filter, mapJobRun);
  },
};
