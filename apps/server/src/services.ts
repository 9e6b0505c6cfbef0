import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { DbHandle } from './db/database.ts';
import type { Db } from './db/schema.ts';
import { createExternalVerification, type ExternalVerification } from './modules/auth/external-verification.ts';
import { KeyStore } from './modules/crypto/key-store.ts';
import { LauncherRegistry } from './modules/launch/launcher.ts';
import type { JobRunner } from './modules/jobs/job-runner.ts';
import { createJobRunner } from './modules/jobs/jobs.plugin.ts';
import { scheduledJobs } from './jobs/schedules.ts';
import { MerchantDirectory } from './modules/merchants/merchant-directory.ts';
import {
  createPaymentServices,
  WEBHOOK_PATH_PREFIX,
  type PaymentServices,
} from './modules/payments/payment-services.ts';
import { createProviders, type Providers } from './modules/verification/providers.ts';

/**
 * What the module plugins are built with, each made once per app. Every plugin is registered
 * with this whole object and its own options type names the part it reads.
 */
export type Services = {
  config: Config;
  database: DbHandle;
  db: Db;
  keys: KeyStore;
  merchants: MerchantDirectory;
  providers: Providers;
  external: ExternalVerification;
  jobs: JobRunner;
  payments: PaymentServices;
};

export async function createServices(app: FastifyInstance, config: Config, database: DbHandle): Promise<Services> {
  const db = database.db;
  const keys = new KeyStore(db);
  await keys.init();
  // Before the modules: each registers the launcher of its games (games/launch/launcher.ts).
  app.decorate('gameLaunchers', new LauncherRegistry());
  const jobs = createJobRunner(database, app.log, config, scheduledJobs(config));
  return {
    config,
    database,
    db,
    keys,
    merchants: new MerchantDirectory(db),
    providers: createProviders(config, db, app.log),
    external: createExternalVerification(config),
    jobs,
    payments: createPaymentServices({
      db,
      config,
      log: app.log,
      jobs,
      // In-process: the sandbox "PSP" calls our public webhook route exactly as a remote one would.
      deliver: async (rawBody, headers) =>
        (await app.inject({ method: 'POST', url: `${WEBHOOK_PATH_PREFIX}sandbox`, payload: rawBody, headers }))
          .statusCode,
    }),
  };
}
