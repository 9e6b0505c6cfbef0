import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { betRecordLinks } from '../game-wallet/bet-record-links.ts';
import { menuGroups } from '../catalogue/menu-groups.port.ts';
import { lotteryBetDescriptions, lotteryVerifyLinks } from './bet-record-links.usecases.ts';
import { LOTTERY_VENDOR } from './bets.usecases.ts';
import { lotteryMenuGroups } from './lobby.usecases.ts';
import { lotteryBetRoutes } from './bets.routes.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { lotteryMemberLobbyRoutes } from './member-lobby.routes.ts';
import { lotteryOperatorRoutes } from './operators.routes.ts';

/** The lottery module: its public calls (lobby, popular, issues, results), the members' betting calls and member lobby calls (recent, open issue), and the operators' /admin/api calls. */
export const lotteryPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(lotteryRoutes, { db });
  await app.register(lotteryBetRoutes, { db });
  await app.register(lotteryMemberLobbyRoutes, { db });
  // Behind operator tokens (the operators module is registered before this one).
  await app.register(lotteryOperatorRoutes, { db });
  // The betting record names a lottery bet by its game and pick, and links it once drawn to its verifier.
  betRecordLinks.register(LOTTERY_VENDOR, lotteryVerifyLinks, lotteryBetDescriptions);
  // The lottery menu shows the engine's game groups for this vendor.
  menuGroups.register(LOTTERY_VENDOR, lotteryMenuGroups);
};
