import type { Selectable } from 'kysely';
import type { JobRunsTable, JobsTable } from './jobs.tables.ts';

export type JobState = JobsTable['state'];
export type RunOutcome = JobRunsTable['outcome'];

export type Job = {
  id: number;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  concurrencyKey: string | null;
  state: JobState;
  runAt: string;
  attempts: number;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  result: unknown;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

export type JobRun = {
  id: number;
  jobId: number;
  kind: string;
  attempt: number;
  runner: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: RunOutcome;
  error: string | null;
  result: unknown;
};

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function mapJob(row: Selectable<JobsTable>): Job {
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: parse(row.payload),
    dedupeKey: row.dedupe_key,
    concurrencyKey: row.concurrency_key,
    state: row.state,
    runAt: row.run_at,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    result: parse(row.result),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

export function mapJobRun(row: Selectable<JobRunsTable>): JobRun {
  return {
    id: Number(row.id),
    jobId: Number(row.job_id),
    kind: row.kind,
    attempt: Number(row.attempt),
    runner: row.runner,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome,
    error: row.error,
    result: parse(row.result),
  };
}

/** Results and errors are history for people: kept short so a chatty job cannot bloat the table. */
const MAX_STORED = 2000;

/** A result as JSON text (a too-long one becomes a JSON string of its first characters). */
export function storedResult(value: unknown): string | null {
  if (value === undefined) return null;
  // Money counts come back as bigint from some use cases: kept as their decimal text.
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return text.length > MAX_STORED ? JSON.stringify(`${text.slice(0, MAX_STORED)}…`) : text;
}

export function storedError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_STORED ? `${text.slice(0, MAX_STORED)}…` : text;
}

/** What operators see of a job (the routing keys stay internal). */
export function adminJobView(job: Job) {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    payload: job.payload,
    dedupeKey: job.dedupeKey,
    runAt: job.runAt,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lockedBy: job.lockedBy,
    lockedUntil: job.lockedUntil,
    lastError: job.lastError,
    result: job.result,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}
