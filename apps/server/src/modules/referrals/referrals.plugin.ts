import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { DEPOSIT_CREDITED_LISTENERS } from '../payments/deposit-events.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { referralsRewardSource } from './referrals-reward-source.ts';
import { referralsAdminRoutes } from './referrals-admin.routes.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { referralsDepositListener, referralsPlaySubscriber } from './referrals.usecases.ts';

/** Subscribes referrals to settled bets and credited deposits (once per process). */
export function registerReferralHooks(): void {
  if (!PLAY_EVENT_SUBSCRIBERS.includes(referralsPlaySubscriber)) PLAY_EVENT_SUBSCRIBERS.push(referralsPlaySubscriber);
  if (!DEPOSIT_CREDITED_LISTENERS.includes(referralsDepositListener))
    DEPOSIT_CREDITED_LISTENERS.push(referralsDepositListener);
  registerRewardSource(referralsRewardSource);
}

/** Referrals, "invite friends" (issue 28): the member's page, the console's programme and review. */
export const referralsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  registerReferralHooks();
  await app.register(referralsRoutes, { db });
  await app.register(referralsAdminRoutes, { db });
};
