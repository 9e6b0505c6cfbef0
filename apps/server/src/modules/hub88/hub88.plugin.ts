import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { hub88ApiFor } from './hub88-client.ts';
import { hub88Launcher } from './hub88-launcher.ts';
import { KEY_NAMES, readPublicKey, storedKeyPair } from './key-pairs.ts';
import { hub88WalletRoutes } from './hub88-wallet.routes.ts';
import { HUB88_SYNC_JOB, hub88SyncJob } from './hub88-sync.job.ts';
import { hub88SyncRoutes } from './hub88-sync.routes.ts';

/**
 * The Hub88 adapter: the seamless wallet routes an aggregator calls (bet, win, rollback, balance)
 * the launcher that asks it for a game's address, and the console's sync of its game list (a job).
 */
export const hub88Plugin: FastifyPluginAsync<{ db: Db; config: Config; jobs: JobRunner }> = async (
  app,
  { db, config, jobs },
) => {
  const hub88 = config.hub88;
  // The wallet routes take calls from Hub88 (its public key configured) and from the sandbox
  // aggregator when it runs (its key pair is stored under its name; the sandbox module signs with
  // it); with neither they are not there (404).
  const publicKeys = [
    ...(hub88?.publicKeyFile ? [readPublicKey(hub88.publicKeyFile)] : []),
    ...(config.sandboxAggregator ? [(await storedKeyPair(db, KEY_NAMES.sandboxAggregator)).publicKey] : []),
  ];
  if (publicKeys.length > 0) await app.register(hub88WalletRoutes, { db, publicKeys });
  // Launching through Hub88 needs its API address and our operator id (and key).
  const api = await hub88ApiFor(db, config);
  if (api) app.gameLaunchers.register('hub88', hub88Launcher(api, app.log, { demoMode: true }));
  await app.register(hub88SyncRoutes, { db, config });
  if (!jobs.kinds.includes(HUB88_SYNC_JOB)) jobs.handle(HUB88_SYNC_JOB, hub88SyncJob(config));
};
