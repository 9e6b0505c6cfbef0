import type { FastifyPluginAsync } from 'fastify';
import { LOTTERY_VENDOR } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { launchRoutes } from './launch.routes.ts';
import { lotteryLauncher } from './lottery-launcher.ts';

/**
 * Launch: the launch tokens (`game_sessions`, bound to member, game and session) and the launcher
 * port through which each way of reaching a vendor makes a game's address (`app.gameLaunchers`).
 */
export const launchPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(launchRoutes, { db, launchers: app.gameLaunchers });
  app.gameLaunchers.register(`vendor:${LOTTERY_VENDOR}`, lotteryLauncher);
};
