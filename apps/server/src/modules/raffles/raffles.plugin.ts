import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { JobRunner } from '../jobs/jobs.port.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../payments/deposit-events.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { provideRaffleTickets } from '../promotions/raffle-tickets-reward.port.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { grantRaffleTickets, openRaffle, openRaffles } from './granted-tickets.ts';
import { rafflesAdminRoutes } from './raffles-admin.routes.ts';
import { rafflesSchedules } from './raffles-jobs.ts';
import { rafflesRewardSource } from './raffles-reward-source.ts';
import { rafflesRoutes } from './raffles.routes.ts';
import { rafflesDepositListener } from './tickets.usecases.ts';
import { rafflesPlaySubscriber } from './bet-tickets.usecases.ts';

/**
 * Subscribes raffles to settled bets and credited deposits, lists their prizes in the reward centre
 * and gives promotions the raffle tickets reward (once per process).
 */
export function registerRaffleHooks(): void {
  if (!PLAY_EVENT_SUBSCRIBERS.includes(rafflesPlaySubscriber)) PLAY_EVENT_SUBSCRIBERS.push(rafflesPlaySubscriber);
  if (!DEPOSIT_CREDITED_LISTENERS.includes(rafflesDepositListener))
    DEPOSIT_CREDITED_LISTENERS.push(rafflesDepositListener);
  registerRewardSource(rafflesRewardSource);
  provideRaffleTickets({ openRaffle, openRaffles, grantRaffleTickets });
}

/**
 * The raffle (issue 28): tickets from play and deposits, the draw and expiry jobs on the server's
 * clock, the member's detail and claim, and the console's raffles.
 */
export const rafflesPlugin: FastifyPluginAsync<{ db: Db; jobs: JobRunner }> = async (app, { db, jobs }) => {
  registerRaffleHooks();
  await app.register(rafflesRoutes, { db });
  await app.register(rafflesAdminRoutes, { db });
  const schedules = rafflesSchedules();
  if (!jobs.kinds.includes(schedules[0]!.name)) for (const schedule of schedules) jobs.schedule(schedule);
};
