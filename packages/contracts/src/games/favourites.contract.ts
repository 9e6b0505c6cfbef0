import { z } from 'zod';
import { queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { clientQuery, gameCategorySchema, gameSchema, pageAnswer, pageQuery, vassalageSchema } from './game.schema.ts';

/** Needs a real member token: trial accounts get auth.trial_refused ('Please Register An Account First'). */
export const getFavoriteGames = endpoint('GET', '/wps/relay/MCSFE_getFavoriteGames', {
  query: z.object({
    ...clientQuery,
    ...pageQuery,
    pageSize: queryInt(100, 42),
    /** Default: every category. */
    gameType: gameCategorySchema.optional(),
  }),
  response: envelope(z.object({ content: z.array(gameSchema), ...pageAnswer })),
});

/** The member's favourite nodeIds (to mark hearts in any list). Real member token. */
export const getFavoriteGamesList = endpoint('GET', '/wps/relay/MCSFE_getFavoriteGamesList', {
  query: z.object(clientQuery),
  response: envelope(z.object({ favIds: z.array(z.number().int()) })),
});

const favouriteBody = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: vassalageSchema,
  gameType: gameCategorySchema,
});

/** POST `path` (real member token): the game is a favourite afterwards, or not. */
const setFavourite = <P extends string, F extends boolean>(path: P, isFavorite: F) =>
  endpoint('POST', path, {
    body: favouriteBody,
    response: envelope(z.object({ nodeId: z.number().int(), isFavorite: z.literal(isFavorite) })),
  });

/** Path not shown in the spec. Adding twice is harmless. */
export const addFavoriteGame = setFavourite('/wps/relay/MCSFE_addFavoriteGame', true);

/** Path not shown in the spec. Removing one that is not there is harmless. */
export const removeFavoriteGame = setFavourite('/wps/relay/MCSFE_removeFavoriteGame', false);

/** Games the member launched, newest first. Real member token. */
export const getRecentGames = endpoint('GET', '/wps/relay/GCS_recentGame', {
  query: z.object({
    ...clientQuery,
    ...pageQuery,
    pageSize: queryInt(100, 20),
    vassalage: vassalageSchema.optional(),
  }),
  response: envelope(z.object({ list: z.array(gameSchema.extend({ lastPlayed: z.string() })), ...pageAnswer })),
});
