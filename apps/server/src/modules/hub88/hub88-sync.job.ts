import type { Hub88Sync, Hub88SyncResult, Hub88SyncStatus } from '@arcadia/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import type { JobHandler } from '../jobs/jobs.port.ts';
import { enqueue, listJobs } from '../jobs/jobs.usecases.ts';
import type { Job } from '../jobs/job.model.ts';
import { hub88ApiFor } from './hub88-client.ts';
import { syncHub88 } from './hub88-sync.usecases.ts';

/**
 * `games:sync hub88` started from the console, as a job of the durable runner: the aggregator's
 * list can take seconds, and the job's history keeps what each sync did. One attempt: a failed
 * sync is shown to the operator, who starts another (the sync itself is safe to repeat).
 */
export const HUB88_SYNC_JOB = 'games.sync-hub88';
type Payload = { merchantId: number };
type HubConfig = Pick<Config, 'hub88'>;

export const isHub88Configured = (config: HubConfig) => Boolean(config.hub88?.apiUrl && config.hub88.operatorId);

export const hub88SyncJob = (config: HubConfig): JobHandler<Payload> => ({
  async run({ merchantId }, { db }): Promise<Hub88SyncResult> {
    const api = await hub88ApiFor(db, config);
    if (!api) throw new Error('Hub88 is not configured (HUB88_API_URL, HUB88_OPERATOR_ID)');
    const r = await syncHub88(db, merchantId, api);
    // The job history keeps a short result: the counts, not the rows Hub88 gave unusable.
    return {
      vendors: r.vendors,
      vendorsCreated: r.vendorsCreated,
      added: r.added,
      updated: r.updated,
      disabled: r.disabled,
      skipped: r.skipped,
    };
  },
});

const syncView = (job: Job): Hub88Sync => ({
  jobId: job.id,
  state: job.state,
  startedAt: job.createdAt,
  finishedAt: job.finishedAt,
  result: job.state === 'succeeded' ? (job.result as Hub88SyncResult) : null,
  error: job.state === 'failed' ? job.lastError : null,
});

/** The brand's latest sync among the recent ones the job history still holds. */
async function latest(db: Db, merchantId: number): Promise<Job | undefined> {
  const jobs = await listJobs(db, { kind: HUB88_SYNC_JOB, limit: 100 });
  return jobs.find((job) => (job.payload as Payload | null)?.merchantId === merchantId);
}

export async function hub88SyncStatus(db: Db, merchantId: number, config: HubConfig): Promise<Hub88SyncStatus> {
  const last = await latest(db, merchantId);
  return { configured: isHub88Configured(config), last: last ? syncView(last) : null };
}

/** Starts a sync of the brand's catalogue, unless one is still waiting or running (that one is answered). */
export async function startHub88Sync(db: Db, merchantId: number, config: HubConfig): Promise<Hub88SyncStatus> {
  if (!isHub88Configured(config)) throw gamesErrors.hub88NotConfigured();
  const last = await latest(db, merchantId);
  if (!last || last.state === 'succeeded' || last.state === 'failed')
    await inTransaction(db, (trx) =>
      enqueue(trx, HUB88_SYNC_JOB, { merchantId } satisfies Payload, {
        concurrencyKey: `${HUB88_SYNC_JOB}:${merchantId}`,
        maxAttempts: 1,
      }),
    );
  return hub88SyncStatus(db, merchantId, config);
}
