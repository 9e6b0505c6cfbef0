import type { Db } from '../../db/schema.ts';
import type { Job } from './job.model.ts';
import type { Schedule } from './schedule-slots.ts';

/**
 * Thrown by a handler that stops because the server is shutting down (not because it failed):
 * the job is queued again like any retry, and the runner says so in one line without a stack.
 */
export class JobInterrupted extends Error {
  override name = 'JobInterrupted';
}

export type RunnerLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobContext = {
  db: Db;
  job: Job;
  now: Date;
  log: RunnerLog;
  /**
   * Aborts when this runner loses the job's lease (it could not renew it in time and another
   * runner took the job over): the work now belongs to that runner, so stop and throw. Pass it to
   * waits and calls that take a signal; check it between steps of a long job.
   */
  signal: AbortSignal;
};

/**
 * What to do with a job of one kind. `run` may be called again for the same job (a retry, or a
 * runner that died after the work but before recording it), so it must be safe to repeat. What
 * it returns is kept in the job's history.
 */
export type JobHandler<P = unknown> = {
  run: (payload: P, ctx: JobContext) => Promise<unknown>;
  /** Wait before the next attempt: baseMs doubled per failed attempt, at most maxMs (default 5 s … 1 h). */
  backoff?: { baseMs: number; maxMs: number };
};

/** A schedule and its handler; each slot runs as a job of kind `name` with payload { slotAt }. */
export type ScheduleDefinition = Partial<Pick<Schedule, 'catchUp' | 'maxAttempts'>> &
  Pick<Schedule, 'name' | 'pattern'> &
  JobHandler<{ slotAt: string }>;
