import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { afterCommit } from '../../db/unit-of-work.ts';
import type { Job, JobRun, JobState } from './job.model.ts';
import { jobRunsRepository } from './job-runs.repository.ts';
import { jobsErrors } from './jobs.errors.ts';
import { jobsRepository } from './jobs.repository.ts';

export type EnqueueOptions = {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Enqueueing the same key again keeps the first job (an idempotent outbox write). */
  dedupeKey?: string;
  /** Attempts before the job is marked failed (default 10). */
  maxAttempts?: number;
  /** Jobs with the same key never run at the same time. */
  concurrencyKey?: string;
};

export const DEFAULT_MAX_ATTEMPTS = 10;

type Listener = (runAt: string) => void;
const listeners = new Set<Listener>();

/** Runners in this process hear about new work at once instead of at their next poll. */
export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records work to be done, inside the caller's transaction: the job exists exactly when the row
 * that caused it does (a paid checkout and its webhook, a settled issue and its payouts). Runners
 * pick it up after the commit; a crash before the commit leaves neither.
 */
export async function enqueue(
  trx: DbOrTrx,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: number; created: boolean }> {
  const now = new Date().toISOString();
  const runAt = (options.runAt ?? new Date()).toISOString();
  const result = await jobsRepository.insert(trx, {
    kind,
    payload: JSON.stringify(payload ?? null),
    dedupe_key: options.dedupeKey ?? null,
    concurrency_key: options.concurrencyKey ?? null,
    state: 'queued',
    run_at: runAt,
    attempts: 0,
    max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    created_at: now,
    updated_at: now,
  });
  if (result.created) {
    const wake = () => listeners.forEach((listener) => listener(runAt));
    if (trx.isTransaction) afterCommit(trx as Trx, wake);
    else wake();
  }
  return result;
}

export function listJobs(
  db: DbOrTrx,
  filter: { state?: JobState; kind?: string; limit?: number; beforeId?: number },
): Promise<Job[]> {
  return jobsRepository.list(db, { ...filter, limit: filter.limit ?? 50 });
}

export async function listJobRuns(
  db: DbOrTrx,
  filter: { jobId?: number; kind?: string; limit?: number },
): Promise<JobRun[]> {
  if (filter.jobId !== undefined && !(await jobsRepository.findById(db, filter.jobId))) throw jobsErrors.notFound();
  return jobRunsRepository.list(db, { ...filter, limit: filter.limit ?? 50 });
}

/** An operator sends a failed job round again (after fixing what made it fail). */
export async function retryJob(db: DbOrTrx, id: number, now = new Date()): Promise<Job> {
  const job = await jobsRepository.findById(db, id);
  if (!job) throw jobsErrors.notFound();
  if (!(await jobsRepository.requeueFailed(db, id, now.toISOString()))) throw jobsErrors.notFailed();
  listeners.forEach((listener) => listener(now.toISOString()));
  return (await jobsRepository.findById(db, id))!;
}

const DAY = 86_400_000;

/** History is kept two days for successes (schedules run every few seconds) and 30 days for failures. */
export async function purgeFinishedJobs(db: DbOrTrx, now: Date): Promise<{ purged: number } | undefined> {
  const purged = await jobsRepository.purgeFinished(
    db,
    new Date(now.getTime() - 2 * DAY).toISOString(),
    new Date(now.getTime() - 30 * DAY).toISOString(),
  );
  return purged === 0 ? undefined : { purged };
}

/** Each schedule's cursor: the last slot enqueued and how many slots a stop made it skip. */
export async function listSchedules(db: DbOrTrx) {
  const rows = await db.selectFrom('job_schedules').selectAll().orderBy('name').execute();
  return rows.map((r) => ({
    name: r.name,
    pattern: r.pattern,
    lastSlotAt: r.last_slot_at,
    skippedSlots: Number(r.skipped_slots),
  }));
}
