import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { CLUB_LABEL_SOURCE } from '../members/club-label.port.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../payments/deposit-events.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { providePointsVip } from '../points/points.port.ts';
import { vipAdminRoutes } from './vip-admin.routes.ts';
import { VIP_REVIEW_JOB } from './vip-review.usecases.ts';
import { vipSchedules } from './vip-jobs.ts';
import { clubLabelFromLevel, vipBetSubscriber, vipDepositListener } from './vip-sources.ts';
import { vipPort } from './vip.port.ts';
import { vipRoutes } from './vip.routes.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { vipRewardSource } from './vip-reward-source.ts';

/**
 * VIP levels (issue 29): growth from valid bets (the play record's events) and deposits (their
 * credit), promotion at once, reviews and birthday rewards on schedule, member info's club label
 * from the level, the player rank page's calls and the console's under /admin/api/vip.
 */
export const vipPlugin: FastifyPluginAsync<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  await app.register(vipRoutes, { db });
  await app.register(vipAdminRoutes, { db });
  if (!jobs.kinds.includes(VIP_REVIEW_JOB)) for (const schedule of vipSchedules()) jobs.schedule(schedule);
  // Once per process, as the other subscribers: several apps in one test process share the lists.
  if (!PLAY_EVENT_SUBSCRIBERS.includes(vipBetSubscriber)) PLAY_EVENT_SUBSCRIBERS.push(vipBetSubscriber);
  if (!DEPOSIT_CREDITED_LISTENERS.includes(vipDepositListener)) DEPOSIT_CREDITED_LISTENERS.push(vipDepositListener);
  CLUB_LABEL_SOURCE.current = clubLabelFromLevel;
  registerRewardSource(vipRewardSource);
  // The points mall earns at the level's multiplier, and its rewards may require a rank.
  providePointsVip({
    multiplierBp: vipPort.pointsMultiplierFor,
    level: async (database, merchantId, memberId) =>
      (await vipPort.levelOf(database, merchantId, memberId))?.rankLevel ?? 0,
  });
};
