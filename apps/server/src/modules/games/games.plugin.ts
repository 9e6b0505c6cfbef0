import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { artRoutes } from './art.routes.ts';
import { betsRoutes } from './bets.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/** The games module: catalogue, favourites and recent games, art, betting record and winner board. */
export const gamesPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(catalogueRoutes, { db });
  await app.register(artRoutes, { db });
  await app.register(betsRoutes, { db });
};
