import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { CENTRE_ENTRY_SOURCES } from '../agents/centre-entries.port.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { agentContractsRoutes } from './agent-contracts.routes.ts';
import { contractEntries } from './centre-entries.ts';
import { contractsAdminRoutes } from './contracts-admin.routes.ts';
import { realtimeSalarySubscriber } from './realtime-bets.ts';
import { contractSchedules, SETTLE_JOB, settleJob } from './settlement-jobs.ts';

/**
 * Agent contracts: dividends and salaries offered down the tree (issue 27), settled on schedule
 * through the job runner, and the operator's side under /admin/api/contracts.
 */
export const agentContractsPlugin: FastifyPluginAsync<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  await app.register(agentContractsRoutes, { db });
  await app.register(contractsAdminRoutes, { db });
  if (!jobs.kinds.includes(SETTLE_JOB)) {
    jobs.handle(SETTLE_JOB, settleJob);
    for (const schedule of contractSchedules()) jobs.schedule(schedule);
  }
  // The real-time salary keeps settled bets from the play record's events (once per process).
  if (!PLAY_EVENT_SUBSCRIBERS.includes(realtimeSalarySubscriber)) PLAY_EVENT_SUBSCRIBERS.push(realtimeSalarySubscriber);
  // The agent centre shows the entry of each kind of contract the agent holds or is offered.
  if (!CENTRE_ENTRY_SOURCES.includes(contractEntries)) CENTRE_ENTRY_SOURCES.push(contractEntries);
};
