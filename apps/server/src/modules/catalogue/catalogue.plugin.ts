import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { artRoutes } from './art.routes.ts';
import { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/**
 * The catalogue: vendors, games, lobby lanes, favourites and recent games, and their art. It owns
 * `game_vendors`, `games`, `game_lanes`, `game_art`, `game_favourites`, `game_recent` and
 * `catalogue_version`; the game wallet, launch and the wallet read them through its ports.
 */
export const cataloguePlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(catalogueRoutes, { db });
  await app.register(artRoutes, { db });
  await app.register(catalogueAdminRoutes, { db });
};
