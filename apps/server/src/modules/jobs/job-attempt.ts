import type { DbHandle } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { storedError, storedResult, type Job, type RunOutcome } from './job.model.ts';
import { jobRunsRepository } from './job-runs.repository.ts';
import { jobsRepository } from './jobs.repository.ts';
import { JobInterrupted, type JobHandler, type RunnerLog } from './job-handler.ts';

export type AttemptDeps = {
  database: DbHandle;
  runner: string;
  clock: () => Date;
  leaseMs: number;
  log: RunnerLog;
};

const DEFAULT_BACKOFF = { baseMs: 5_000, maxMs: 3_600_000 };

type End = {
  state: 'succeeded' | 'failed' | 'queued';
  outcome: RunOutcome;
  error: string | null;
  result?: string | null;
  runAt?: string;
};

/**
 * One attempt at a leased job: its history row, a lease renewed while it runs, and the outcome —
 * succeeded, queued again after a backoff, or failed once its attempts are spent.
 */
export async function runAttempt(deps: AttemptDeps, job: Job, handler: JobHandler<never>): Promise<void> {
  const db = deps.database.db;
  const started = deps.clock();
  if (job.attempts > 1) await jobRunsRepository.closeLost(db, job.id, started.toISOString());
  if (job.attempts > job.maxAttempts) {
    // The runner of its last attempt died: nothing is left to try.
    await finish(deps, job, undefined, {
      state: 'failed',
      outcome: 'lost',
      error: 'lease expired on the last attempt',
    });
    deps.log.error({ job: job.kind, jobId: job.id }, 'job failed for good');
    return;
  }
  const runId = await jobRunsRepository.start(db, job, deps.runner, started.toISOString());
  const lease = new AbortController();
  const heartbeat = setInterval(() => void renew(deps, job, lease), Math.max(50, deps.leaseMs / 3));
  try {
    const result = await handler.run(job.payload as never, {
      db,
      job,
      now: started,
      log: deps.log,
      signal: lease.signal,
    });
    await finish(deps, job, runId, {
      state: 'succeeded',
      outcome: 'succeeded',
      result: storedResult(result),
      error: null,
    });
    if (result !== undefined) deps.log.info({ job: job.kind, jobId: job.id, result }, 'job finished');
  } catch (error) {
    const final = job.attempts >= job.maxAttempts;
    const { baseMs, maxMs } = handler.backoff ?? DEFAULT_BACKOFF;
    const runAt = new Date(deps.clock().getTime() + Math.min(baseMs * 2 ** (job.attempts - 1), maxMs)).toISOString();
    await finish(deps, job, runId, {
      state: final ? 'failed' : 'queued',
      outcome: final ? 'failed' : 'retrying',
      error: storedError(error),
      ...(final ? {} : { runAt }),
    });
    const details = { job: job.kind, jobId: job.id, attempt: job.attempts, err: error };
    if (error instanceof JobInterrupted && !final) {
      deps.log.info({ job: job.kind, jobId: job.id, retryAt: runAt }, 'job interrupted by shutdown; queued again');
    } else if (final) deps.log.error(details, 'job failed for good');
    else deps.log.warn({ ...details, retryAt: runAt }, 'job failed; will retry');
  } finally {
    clearInterval(heartbeat);
  }
}

/** The job's new state and its run's outcome in one transaction, so the history never disagrees. */
async function finish(deps: AttemptDeps, job: Job, runId: number | undefined, end: End): Promise<void> {
  const now = deps.clock().toISOString();
  await inTransaction(deps.database.db, async (trx) => {
    // A success keeps the job's last error: the runs show it was retried.
    const kept = await jobsRepository.release(trx, job.id, deps.runner, { ...end, error: end.error ?? undefined, now });
    if (!kept) deps.log.warn({ job: job.kind, jobId: job.id }, 'job lease lost before it finished');
    if (runId !== undefined) await jobRunsRepository.finish(trx, runId, { ...end, now });
  });
}

/** Keeps the lease; once another runner holds it, the handler is told through its signal. */
async function renew(deps: AttemptDeps, job: Job, lease: AbortController): Promise<void> {
  if (lease.signal.aborted) return;
  const until = new Date(deps.clock().getTime() + deps.leaseMs).toISOString();
  try {
    if (!(await jobsRepository.extendLease(deps.database.db, job.id, deps.runner, until))) {
      deps.log.warn({ job: job.kind, jobId: job.id }, 'job lease taken over by another runner');
      lease.abort(new Error(`job lease lost: another runner has taken job ${job.id} over`));
    }
  } catch (error) {
    deps.log.warn({ job: job.kind, jobId: job.id, err: error }, 'job lease renewal failed');
  }
}
