import { z } from 'zod';
import { queryInt } from '../common.ts';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';
import { clientQuery, vassalageSchema } from './game.schema.ts';
import { gameCodeSchema, prizeModeSchema } from '../lottery/lottery.contract.ts';
import { walletMoveSchema } from '../wallet/transfer.contract.ts';

/**
 * POST /wps/game/launchGame (token). Real members play with real money; trial accounts (isAgent 4)
 * may launch only games marked demo, and play with their demo credit. Records the game as recent.
 * The answer carries game_url (open in the /game iframe host) or game_url2 (open in a new window);
 * for PVP rooms `content` holds the address.
 */
export const launchGame = endpoint('POST', '/wps/game/launchGame', {
  body: z.object({
    nodeId: z.coerce.number().int().positive(),
    /** The vendor's game id, when the client has it (informational: nodeId decides). */
    gameId: text().max(64).optional(),
    /** PVP room (from GLS2_roomList). */
    roomId: text().max(64).optional(),
    vassalage: vassalageSchema.optional(),
    /** 1 real money (the only mode for members); trial accounts are always demo. */
    accountType: z.coerce.number().int().optional(),
    confirmTrans: z.coerce.number().int().optional(),
    launchMode: text().max(16).optional(),
    username: text().max(64).optional(),
    token: text().max(256).optional(),
    /** Where the game's home button leads (same origin path). */
    backUrl: text().max(255).optional(),
    /**
     * The lottery lobby launch (launchMode LOTT, vendor TCG_SEA): lottoArea VN opens /vnlottery,
     * otherwise /lottery; lottoView betting with lottoGameCode opens that game, lobby the lobby;
     * lottoPrizeMode is the brand's prize mode, passed on as playType.
     */
    lottoArea: z.enum(['VN']).optional(),
    lottoPrizeMode: prizeModeSchema.optional(),
    lottoGameCode: gameCodeSchema.optional(),
    lottoView: z.enum(['betting', 'lobby']).optional(),
    device: text().max(16).optional(),
    ...clientQuery,
  }),
  response: envelope(
    z.object({
      game_url: z.string().optional(),
      game_url2: z.string().optional(),
      /** PVP: the room address. */
      content: z.string().optional(),
      /** True when the member plays with demo credit (trial account). */
      demo: z.boolean(),
      /** What auto-transfer moved between the member's wallets for this launch; absent when nothing moved. */
      walletMoves: z.array(walletMoveSchema).optional(),
    }),
  ),
});

/** GET /wps/relay/GLS2_roomList (token): the rooms of a PVP game, by stake level. */
export const getRoomList = endpoint('GET', '/wps/relay/GLS2_roomList', {
  query: z.object({ ...clientQuery, nodeId: z.coerce.number().int().positive() }),
  response: envelope(
    z.object({
      list: z.array(
        z.object({
          roomId: z.string(),
          name: z.string(),
          minBet: moneySchema,
          /** Minimum balance to enter. */
          minBalance: moneySchema,
          /** Members who launched this game in the last 15 minutes, spread over its rooms. */
          online: z.number().int(),
        }),
      ),
    }),
  ),
});

/** GET /wps/relay/GCSGAME_getRankList (no token): the winner board from real settled bets. */
export const getRankList = endpoint('GET', '/wps/relay/GCSGAME_getRankList', {
  query: z.object({
    ...clientQuery,
    /** day: the last 24 hours; week: the last 7 days. */
    period: z.enum(['day', 'week']).default('day'),
    size: queryInt(50, 10),
  }),
  response: envelope(
    z.object({
      list: z.array(
        z.object({
          rank: z.number().int(),
          /** Masked account (first two and last character). */
          account: z.string(),
          gameName: z.string(),
          nodeId: z.number().int(),
          vassalage: z.string(),
          payout: moneySchema,
          /** payout / stake, two decimals. */
          multiplier: z.string(),
          time: z.string(),
        }),
      ),
    }),
  ),
});
