import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { BGS_VENDOR, parseBgsLimits } from './bgs.config.ts';
import { bgsLauncher } from './bgs-launcher.ts';
import { betRecordLinks } from '../games/bet-record-links.ts';
import { verifyLinksOf } from './history.usecases.ts';
import { bgsBetRoutes } from './bets.routes.ts';
import { bgsRoutes } from './bgs.routes.ts';

/** The in-house vendor (BGS): provably fair state and each game's bet calls. */
export const bgsPlugin: FastifyPluginAsync<{
  db: Db;
  config: Pick<Config, 'bgsBetLimits' | 'rateLimitPerMinute'>;
}> = async (app, { db, config }) => {
  app.decorateRequest('launchedGame', null);
  app.gameLaunchers.register(`vendor:${BGS_VENDOR}`, bgsLauncher);
  betRecordLinks.register(BGS_VENDOR, verifyLinksOf);
  await app.register(bgsRoutes, { db });
  await app.register(bgsBetRoutes, {
    db,
    limits: parseBgsLimits(config.bgsBetLimits),
    perMinute: config.rateLimitPerMinute,
  });
};
