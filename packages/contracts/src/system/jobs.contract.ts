import { z } from 'zod';
import { idParams, listEnvelope, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { text } from '../text.ts';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const JOB_RUN_OUTCOMES = ['running', 'succeeded', 'retrying', 'failed', 'lost'] as const;

/** A background job as operators see it (the payload and result are the job's own JSON). */
export const adminJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  payload: z.unknown(),
  dedupeKey: z.string().nullable(),
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lockedBy: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  lastError: z.string().nullable(),
  result: z.unknown(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** One attempt at a job. "lost": its runner stopped answering and the lease ran out. */
export const adminJobRunSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  kind: z.string(),
  attempt: z.number().int(),
  runner: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(JOB_RUN_OUTCOMES),
  error: z.string().nullable(),
  result: z.unknown(),
});
export type AdminJobRun = z.infer<typeof adminJobRunSchema>;

const limit = queryInt(500, 50);
const kind = text().min(1).max(80).optional();

/** GET /admin/api/jobs (any operator): jobs newest first, by state and kind. */
export const adminListJobs = endpoint('GET', '/admin/api/jobs', {
  query: z.object({
    state: z.enum(JOB_STATES).optional(),
    kind,
    limit,
    before: z.coerce.number().int().positive().optional(),
  }),
  response: listEnvelope(adminJobSchema),
});

/** GET /admin/api/jobs/runs (any operator): the run history newest first, for one job or kind. */
export const adminListJobRuns = endpoint('GET', '/admin/api/jobs/runs', {
  query: z.object({ job: z.coerce.number().int().positive().optional(), kind, limit }),
  response: listEnvelope(adminJobRunSchema),
});

/** POST /admin/api/jobs/:id/retry (admin): a failed job is queued again with fresh attempts. */
export const adminRetryJob = endpoint('POST', '/admin/api/jobs/:id/retry', {
  params: idParams,
  response: envelope(adminJobSchema),
});
