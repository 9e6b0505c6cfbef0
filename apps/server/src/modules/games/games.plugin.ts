import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { artRoutes } from './art.routes.ts';
import { betsRoutes } from './bets.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { hub88WalletRoutes } from './hub88-wallet.routes.ts';

/** The games module: catalogue, favourites and recent games, art, betting record and winner board. */
export const gamesPlugin: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(catalogueRoutes, { db });
  await app.register(artRoutes, { db });
  await app.register(betsRoutes, { db });
  // Off (404) unless the aggregator's public key is configured.
  if (config.hub88) await app.register(hub88WalletRoutes, { db, publicKeyFile: config.hub88.publicKeyFile });
};
