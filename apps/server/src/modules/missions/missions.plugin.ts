import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../payments/deposit-events.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { missionsRewardSource } from './missions-reward-source.ts';
import { missionsAdminRoutes } from './missions-admin.routes.ts';
import { missionsSchedules } from './missions-jobs.ts';
import { missionsRoutes } from './missions.routes.ts';
import { missionsDepositListener } from './progress.usecases.ts';
import { missionsPlaySubscriber } from './bet-progress.usecases.ts';

/** Subscribes missions to settled bets and credited deposits (once per process). */
export function registerMissionHooks(): void {
  if (!PLAY_EVENT_SUBSCRIBERS.includes(missionsPlaySubscriber)) PLAY_EVENT_SUBSCRIBERS.push(missionsPlaySubscriber);
  if (!DEPOSIT_CREDITED_LISTENERS.includes(missionsDepositListener))
    DEPOSIT_CREDITED_LISTENERS.push(missionsDepositListener);
  registerRewardSource(missionsRewardSource);
}

/**
 * Missions with a leaderboard (issue 28): the member's calls, the console's pages, progress from
 * the play record and deposits, and the leaderboard settlement job.
 */
export const missionsPlugin: FastifyPluginAsync<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  registerMissionHooks();
  await app.register(missionsRoutes, { db });
  await app.register(missionsAdminRoutes, { db });
  const schedules = missionsSchedules();
  if (!jobs.kinds.includes(schedules[0]!.name)) for (const schedule of schedules) jobs.schedule(schedule);
};
