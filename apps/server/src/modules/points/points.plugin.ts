import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/crypto.port.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../payments/deposit-events.port.ts';
import { pointsBetSubscriber, pointsDepositListener } from './earning.usecases.ts';
import { pointsAdminRoutes } from './points-admin.routes.ts';
import { pointsSchedules } from './points-jobs.ts';
import { pointsRoutes } from './points.routes.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { pointsRewardSource } from './points-reward-source.ts';

/**
 * The points mall (issue 29, points half): member calls, the console's pages, earning on settled
 * bets (a subscriber of the play record's events) and on credited deposits (a listener of their
 * credit), and expiry (a job).
 */
export const pointsPlugin: FastifyPluginAsync<{ db: Db; keys: KeyStore; jobs: JobRunner }> = async (
  app,
  { db, keys, jobs },
) => {
  await app.register(pointsRoutes, { db, keys });
  await app.register(pointsAdminRoutes, { db });
  const schedules = pointsSchedules();
  if (!jobs.kinds.includes(schedules[0]!.name)) for (const schedule of schedules) jobs.schedule(schedule);
  if (!PLAY_EVENT_SUBSCRIBERS.includes(pointsBetSubscriber)) PLAY_EVENT_SUBSCRIBERS.push(pointsBetSubscriber);
  if (!DEPOSIT_CREDITED_LISTENERS.includes(pointsDepositListener))
    DEPOSIT_CREDITED_LISTENERS.push(pointsDepositListener);
  registerRewardSource(pointsRewardSource);
};
