import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { REBATE_PAY_JOB, rebatePayJob, rebateSchedule } from './rebates-jobs.ts';
import { rebatesAdminRoutes } from './rebates-admin.routes.ts';
import { rebatesRoutes } from './rebates.routes.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { rebatesRewardSource } from './rebates-reward-source.ts';

/** Rebates (issue 28): the member's claim and history, the console's programme, automatic payment on schedule. */
export const rebatesPlugin: FastifyPluginAsync<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  registerRewardSource(rebatesRewardSource);
  await app.register(rebatesRoutes, { db });
  await app.register(rebatesAdminRoutes, { db });
  if (!jobs.kinds.includes(REBATE_PAY_JOB)) {
    jobs.handle(REBATE_PAY_JOB, rebatePayJob);
    jobs.schedule(rebateSchedule);
  }
};
