import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { jobsAdminRoutes } from './jobs-admin.routes.ts';
import type { ScheduleDefinition } from './job-handler.ts';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner: modules register handlers on it; main.ts starts it, tests drain it. */
    jobs: JobRunner;
  }
}

/**
 * Background work for the whole server: `app.jobs` exists from here on, so modules registered
 * later add their job kinds on it (services built before the plugins get the same runner, as the
 * sandbox PSP does). The runner polls only once started (main.ts); closing the app waits for the
 * jobs in hand.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner }) => {
  app.decorate('jobs', opts.jobs);
  app.addHook('onClose', () => opts.jobs.stop());
  // Behind operator tokens: registered after the operators module.
  await app.register(jobsAdminRoutes, { db: opts.db });
});

/** The runner, made once with the app's services (payments hands it to the sandbox PSP). */
export function createJobRunner(
  database: DbHandle,
  log: FastifyBaseLogger,
  config: Config,
  schedules: ScheduleDefinition[],
): JobRunner {
  const runner = new JobRunner(database, log, config.jobs);
  for (const schedule of schedules) runner.schedule(schedule);
  return runner;
}
