import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { DEPOSIT_CREDITED_LISTENERS, type DepositCreditedListener } from '../payments/deposit-events.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { registerRewardSource } from '../reward-centre/reward-centre.port.ts';
import { promotionsRewardSource } from './promotions-reward-source.ts';
import { promotionsAdminRoutes } from './promotions-admin.routes.ts';
import { promotionsPlaySubscriber, rewardDeposit } from './promotions.port.ts';
import { promotionsRoutes } from './promotions.routes.ts';

const depositListener: DepositCreditedListener = {
  name: 'promotions',
  credited: (trx, deposit) => rewardDeposit(trx, deposit, new Date(deposit.creditedAt)),
};

/** Subscribes promotions to credited deposits and settled bets, and to the reward centre (once per process). */
export function registerPromotionHooks(): void {
  if (!DEPOSIT_CREDITED_LISTENERS.includes(depositListener)) DEPOSIT_CREDITED_LISTENERS.push(depositListener);
  if (!PLAY_EVENT_SUBSCRIBERS.includes(promotionsPlaySubscriber)) PLAY_EVENT_SUBSCRIBERS.push(promotionsPlaySubscriber);
  registerRewardSource(promotionsRewardSource);
}

/** Promotions (issue 28): the player's activities and bonuses, and the console's view of them. */
export const promotionsPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  registerPromotionHooks();
  await app.register(promotionsRoutes, { db });
  await app.register(promotionsAdminRoutes, { db });
};
