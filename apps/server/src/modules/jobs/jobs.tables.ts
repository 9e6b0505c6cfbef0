import type { Generated } from 'kysely';

type BigIntColumn = string | number | bigint;

/** The job queue and outbox (migration 0060). Times are ISO-8601 UTC text; payloads are JSON text. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  /** Unique when set: enqueueing the same key twice keeps the first job. */
  dedupe_key: string | null;
  /** Jobs sharing a key never run at the same time (a schedule's slots). */
  concurrency_key: string | null;
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  run_at: string;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  result: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One row per attempt. "lost": the runner's lease ran out (it died or hung) and another took over. */
export interface JobRunsTable {
  id: Generated<number>;
  job_id: BigIntColumn;
  kind: string;
  attempt: number;
  runner: string;
  started_at: string;
  finished_at: string | null;
  outcome: 'running' | 'succeeded' | 'retrying' | 'failed' | 'lost';
  error: string | null;
  result: string | null;
}

export interface JobSchedulesTable {
  name: string;
  pattern: string;
  last_slot_at: string;
  skipped_slots: number;
  updated_at: string;
}

export interface JobTables {
  jobs: JobsTable;
  job_runs: JobRunsTable;
  job_schedules: JobSchedulesTable;
}
