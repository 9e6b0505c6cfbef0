import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavoriteGame,
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getRecentGames,
  getVassGameType,
  removeFavoriteGame,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import { CatalogueCache } from './catalogue-snapshot.ts';
import { gameList, gameListOf, gameMenus, gameVendors, hotGamesOf, vassGameType } from './catalogue.usecases.ts';
import { addFavorite, favoriteGames, favoriteIds, recentGames, removeFavorite } from './favourites.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { sendVisitorAnswer } from './visitor-answers.ts';

const tags = ['games'];

/**
 * Catalogue reads are open to visitors (a token, when sent, must be valid and adds favourite
 * marks); favourites and recent games need a real member: trial accounts get auth.trial_refused,
 * the spec's 'Please Register An Account First'.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const optionalMember = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.requireMember(request, undefined as never);
  };
  const ctx = (request: FastifyRequest) => ({
    merchantId: request.merchant.id,
    language: request.language,
    memberId: request.member?.id ?? null,
    places: request.merchant.places,
  });
  const memberCtx = (request: FastifyRequest) => ({ ...ctx(request), memberId: currentMember(request).id });
  const real = { onRequest: app.requireRealMember };
  // This instance's in-memory catalogue; it checks the catalogue version on every read.
  const catalogue = new CatalogueCache();

  app.get(
    getGameVendors.path,
    {
      schema: routeSchema(getGameVendors, { tags: tags, summary: 'Vendor lanes and side-menu categories' }),
    },
    async (request, reply) => reply.ok(await gameVendors(db, catalogue, ctx(request))),
  );

  app.get(
    getGameList.path,
    {
      onRequest: optionalMember,
      schema: routeSchema(getGameList, { tags: tags, summary: 'Game list (page of 42)' }),
    },
    async (request, reply) => {
      if (request.member) return reply.ok(await gameList(db, catalogue, ctx(request), request.query));
      const snapshot = await catalogue.get(db, request.merchant.id);
      return sendVisitorAnswer(request, reply, snapshot, getGameList.response, () =>
        gameListOf(snapshot, ctx(request), request.query),
      );
    },
  );

  app.get(
    getHotGames.path,
    { schema: routeSchema(getHotGames, { tags, summary: 'Hot games' }) },
    async (request, reply) => {
      const snapshot = await catalogue.get(db, request.merchant.id);
      return sendVisitorAnswer(request, reply, snapshot, getHotGames.response, () =>
        hotGamesOf(snapshot, ctx(request), request.query),
      );
    },
  );

  app.get(
    getVassGameType.path,
    {
      onRequest: optionalMember,
      schema: routeSchema(getVassGameType, { tags: tags, summary: 'Classify tags of a vendor or category' }),
    },
    async (request, reply) => reply.ok(await vassGameType(db, catalogue, ctx(request), request.query)),
  );

  app.get(
    getGameMenus.path,
    {
      schema: routeSchema(getGameMenus, { tags: tags, summary: 'Lottery game menus' }),
    },
    async (request, reply) => reply.ok(await gameMenus(db, catalogue, ctx(request))),
  );

  app.get(
    getFavoriteGames.path,
    {
      ...real,
      schema: routeSchema(getFavoriteGames, { tags: tags, summary: 'Favourite games', signedIn: true }),
    },
    async (request, reply) => reply.ok(await favoriteGames(db, memberCtx(request), request.query)),
  );

  app.get(
    getFavoriteGamesList.path,
    {
      ...real,
      schema: routeSchema(getFavoriteGamesList, { tags: tags, summary: 'Favourite game ids', signedIn: true }),
    },
    async (request, reply) => reply.ok(await favoriteIds(db, currentMember(request).id)),
  );

  app.post(
    addFavoriteGame.path,
    {
      ...real,
      schema: routeSchema(addFavoriteGame, { tags: tags, summary: 'Add a favourite', signedIn: true }),
    },
    async (request, reply) => reply.ok(await addFavorite(db, memberCtx(request), request.body.nodeId)),
  );

  app.post(
    removeFavoriteGame.path,
    {
      ...real,
      schema: routeSchema(removeFavoriteGame, { tags: tags, summary: 'Remove a favourite', signedIn: true }),
    },
    async (request, reply) => reply.ok(await removeFavorite(db, memberCtx(request), request.body.nodeId)),
  );

  app.get(
    getRecentGames.path,
    {
      ...real,
      schema: routeSchema(getRecentGames, { tags: tags, summary: 'Recently launched games', signedIn: true }),
    },
    async (request, reply) => reply.ok(await recentGames(db, memberCtx(request), request.query)),
  );
};
