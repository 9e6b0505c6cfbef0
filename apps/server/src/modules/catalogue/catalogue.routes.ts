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
import { currentMember } from '../members/current-member.port.ts';
import { CatalogueCache } from './catalogue-snapshot.ts';
import { gameList, gameListOf, gameMenus, gameVendors, hotGamesOf, vassGameType } from './catalogue.usecases.ts';
import { addFavorite, favoriteGames, favoriteIds, recentGames, removeFavorite } from './favourites.usecases.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { sendVisitorAnswer } from './visitor-answers.ts';

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
  const tags = ['games'];
  const visitor = contractRoutes(app, { tags });
  const visitorOrMember = contractRoutes(app, { tags, onRequest: optionalMember });
  const real = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  // This instance's in-memory catalogue; it checks the catalogue version on every read.
  const catalogue = new CatalogueCache();

  visitor(getGameVendors, 'Vendor lanes and side-menu categories', async (request, reply) =>
    reply.ok(await gameVendors(db, catalogue, ctx(request))),
  );

  visitorOrMember(getGameList, 'Game list (page of 42)', async (request, reply) => {
    if (request.member) return reply.ok(await gameList(db, catalogue, ctx(request), request.query));
    const snapshot = await catalogue.get(db, request.merchant.id);
    return sendVisitorAnswer(request, reply, snapshot, getGameList.response, () =>
      gameListOf(snapshot, ctx(request), request.query),
    );
  });

  visitor(getHotGames, 'Hot games', async (request, reply) => {
    const snapshot = await catalogue.get(db, request.merchant.id);
    return sendVisitorAnswer(request, reply, snapshot, getHotGames.response, () =>
      hotGamesOf(snapshot, ctx(request), request.query),
    );
  });

  visitorOrMember(getVassGameType, 'Classify tags of a vendor or category', async (request, reply) =>
    reply.ok(await vassGameType(db, catalogue, ctx(request), request.query)),
  );

  visitor(getGameMenus, 'Lottery game menus', async (request, reply) =>
    reply.ok(await gameMenus(db, catalogue, ctx(request))),
  );

  real(getFavoriteGames, 'Favourite games', async (request, reply) =>
    reply.ok(await favoriteGames(db, memberCtx(request), request.query)),
  );

  real(getFavoriteGamesList, 'Favourite game ids', async (request, reply) =>
    reply.ok(await favoriteIds(db, currentMember(request).id)),
  );

  real(addFavoriteGame, 'Add a favourite', async (request, reply) =>
    reply.ok(await addFavorite(db, memberCtx(request), request.body.nodeId)),
  );

  real(removeFavoriteGame, 'Remove a favourite', async (request, reply) =>
    reply.ok(await removeFavorite(db, memberCtx(request), request.body.nodeId)),
  );

  real(getRecentGames, 'Recently launched games', async (request, reply) =>
    reply.ok(await recentGames(db, memberCtx(request), request.query)),
  );
};
