import { z } from 'zod';
import { text } from '../text.ts';
import { listEnvelope, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { GAME_CLASSIFY, GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE } from './categories.ts';
import {
  clientQuery,
  gameCategorySchema,
  gameSchema,
  pageAnswer,
  pageQuery,
  vassalageSchema,
  vendorCardSchema,
} from './game.schema.ts';
import { amountInputSchema } from '../money.ts';

/**
 * GET /wps/relay/GCSGAME_newGameVendor (no token): the vendor lanes of home and the side menu's
 * categories. A category appears only when it has enabled vendors; esports vendors form their own
 * ESPORTS category. The client keeps `lanes` in session storage.
 */
export const getGameVendors = endpoint('GET', '/wps/relay/GCSGAME_newGameVendor', {
  query: z.object(clientQuery),
  response: envelope(
    z.object({
      /** Side-menu categories in menu order, each with its vendors in sort order. */
      categories: z.array(
        z.object({
          gameCategory: gameCategorySchema,
          /** Page path, or null for a category launched directly (LOTT). */
          page: z.string().nullable(),
          vendors: z.array(vendorCardSchema),
        }),
      ),
      /** Home lanes: title (RNG, SPORTS, ESPORTS, …), its vendor cards, and a classify filter. */
      lanes: z.array(
        z.object({
          title: z.string(),
          gameType: gameCategorySchema,
          gameClassify: z.string().nullable(),
          cards: z.array(vendorCardSchema),
        }),
      ),
    }),
  ),
});

/**
 * GET /wps/relay/GCSGAME_gameList (token optional: visitors browse; with a member token each game
 * says whether it is a favourite). Filters combine with AND; gameName matches any language's name.
 * Ordered hot first, then popularity.
 */
export const getGameList = endpoint('GET', '/wps/relay/GCSGAME_gameList', {
  query: z.object({
    ...clientQuery,
    ...pageQuery,
    pageSize: queryInt(GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
    gameType: gameCategorySchema.optional(),
    vassalage: vassalageSchema.optional(),
    gameClassify: z.enum(GAME_CLASSIFY).optional(),
    /** Only games whose minimum bet is at most this. */
    minBet: amountInputSchema.optional(),
    /** Only games with at least this many lines. */
    minLineNum: z.coerce.number().int().min(0).max(100_000).optional(),
    gameName: text().trim().max(64).optional(),
    /** One game by its code (with vassalage: what a banner's game linkage `VENDOR:gameCode` names). */
    gameCode: text().trim().max(80).optional(),
  }),
  response: envelope(z.object({ games: z.array(gameSchema), ...pageAnswer })),
});

/** GET /wps/relay/GCSGAME_hotGamesV2 (no token): hot games, optionally one vendor's. */
export const getHotGames = endpoint('GET', '/wps/relay/GCSGAME_hotGamesV2', {
  query: z.object({
    ...clientQuery,
    isPlatform: z.coerce.number().int().optional(),
    vassalage: vassalageSchema.optional(),
    gameType: gameCategorySchema.optional(),
    size: queryInt(100, 24),
  }),
  response: listEnvelope(gameSchema),
});

/**
 * GET /wps/relay/GCSGAME_getVassGameType (token optional): the classify tags a vendor (or a
 * category) has, with counts: the filter chips of a category page.
 */
export const getVassGameType = endpoint('GET', '/wps/relay/GCSGAME_getVassGameType', {
  query: z.object({ ...clientQuery, vassalage: vassalageSchema.optional(), gameType: gameCategorySchema.optional() }),
  response: envelope(
    z.object({
      list: z.array(z.object({ gameClassify: z.string(), count: z.number().int() })),
      total: z.number().int(),
    }),
  ),
});

/**
 * GET /lgw/games/game_menus (no token): the lottery menu, one group per lottery vendor, each with
 * its games.
 */
export const getGameMenus = endpoint('GET', '/lgw/games/game_menus', {
  query: z.object({ ...clientQuery, prizeMode: text().max(16).optional(), device: text().max(16).optional() }),
  response: envelope(
    z.object({
      gameMenus: z.array(
        z.object({
          gameGroupCode: z.string(),
          labelName: z.string(),
          gameType: gameCategorySchema,
          games: z.array(
            z.object({
              nodeId: z.number().int(),
              gameCode: z.string(),
              labelName: z.string(),
              imageUrl: z.string(),
              defaultPlayType: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
});

/**
 * GET /lgw/games/art/:file (no token): generated game and vendor art (SVG), cached for a year
 * (the name carries a version).
 */
export const GAME_ART_PATH = '/lgw/games/art/:file';
