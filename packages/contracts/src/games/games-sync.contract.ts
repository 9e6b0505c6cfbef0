import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/*
 * `games:sync hub88` from the console: the sync runs as a job of the durable job runner (one at a
 * time per brand); the console asks for the latest one's state and result.
 */

export const HUB88_SYNC_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** What a finished sync did (the CLI prints the same). */
export const hub88SyncResultSchema = z.object({
  vendors: z.array(z.string()),
  vendorsCreated: z.array(z.string()),
  added: z.number().int(),
  updated: z.number().int(),
  /** Games switched off because Hub88 no longer lists them, or lists them disabled. */
  disabled: z.number().int(),
  /** Games the list gave in an unusable shape. */
  skipped: z.number().int(),
});
export type Hub88SyncResult = z.infer<typeof hub88SyncResultSchema>;

export const hub88SyncSchema = z.object({
  jobId: z.number().int(),
  state: z.enum(HUB88_SYNC_STATES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  result: hub88SyncResultSchema.nullable(),
  /** Why it failed (the aggregator's answer), for the operator. */
  error: z.string().nullable(),
});
export type Hub88Sync = z.infer<typeof hub88SyncSchema>;

const syncStatus = z.object({
  /** HUB88_API_URL and HUB88_OPERATOR_ID are set: a sync can run. */
  configured: z.boolean(),
  /** The brand's latest sync (kept while the job history keeps it), or null. */
  last: hub88SyncSchema.nullable(),
});
export type Hub88SyncStatus = z.infer<typeof syncStatus>;

/** GET /admin/api/games/sync/hub88 (games.read): whether Hub88 is configured and the latest sync. */
export const adminHub88Sync = endpoint('GET', '/admin/api/games/sync/hub88', {
  query: merchantQuery,
  response: envelope(syncStatus),
});

/**
 * POST /admin/api/games/sync/hub88 (games.write): starts a sync (or answers the one still waiting or
 * running); 422 games.hub88_not_configured without HUB88_API_URL and HUB88_OPERATOR_ID.
 */
export const adminStartHub88Sync = endpoint('POST', '/admin/api/games/sync/hub88', {
  query: merchantQuery,
  body: z.object({}).strict().default({}),
  response: envelope(syncStatus),
});
