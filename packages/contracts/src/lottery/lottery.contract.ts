import { z } from 'zod';
import { text } from '../text.ts';
import { listEnvelope, pageNoParam, pageOf, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';

/** Prize modes of the spec: the odds table a brand plays (Lott, ZY, Elott, SEA). */
export const prizeModeSchema = z.enum(['Lott', 'ZY', 'Elott', 'SEA']);
export const gameCodeSchema = z.string().regex(/^[A-Z0-9]{2,20}$/, 'validation.invalid');
export const numeroSchema = z.string().regex(/^\d{8,12}$/, 'validation.invalid');

/** A draw's numbers, by the shape of the game (VN prize tiers, five digits, three dice, a race order). */
export const drawResultSchema = z.discriminatedUnion('shape', [
  z.object({
    shape: z.enum(['vn-north', 'vn-south']),
    prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
  }),
  z.object({ shape: z.literal('digits5'), digits: z.array(z.number().int()) }),
  z.object({ shape: z.literal('dice3'), dice: z.array(z.number().int()) }),
  z.object({ shape: z.literal('order10'), order: z.array(z.number().int()) }),
]);

/**
 * One numbered draw. `seedHash` (SHA-256 of the seed) is published from the moment the issue
 * exists; `seed` only once it is drawn, so anyone can recompute `result` in the verifier.
 */
export const issueSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  state: z.enum(['scheduled', 'open', 'closed', 'drawn', 'settled', 'void']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: drawResultSchema.nullable(),
  /** Drawn after its time because no server was running then. */
  late: z.boolean(),
});
export type LotteryIssue = z.infer<typeof issueSchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  gameGroupCode: z.enum(['VN', 'VN_FAST', '5D', 'F3', 'PK10']),
  labelName: z.string(),
  shape: z.enum(['vn-north', 'vn-south', 'digits5', 'dice3', 'order10']),
  /** Seconds between draws, or null for a daily draw. */
  intervalSeconds: z.number().int().nullable(),
  closeBeforeSeconds: z.number().int(),
  /**
   * What can be bet, in the asked prize mode: odds by key (the key is "" unless the odds depend on
   * the pick, as for sums), stake limits per point, and the points one line costs (lô covers every prize).
   */
  betTypes: z.array(
    z.object({
      betType: z.string(),
      odds: z.record(z.string(), z.string()),
      minStake: moneySchema,
      maxStake: moneySchema,
      units: z.number().int(),
    }),
  ),
  /** The issue open for betting now (or the next one, when between close and draw). */
  next: issueSchema.nullable(),
  /** The latest drawn issue. */
  last: issueSchema.nullable(),
});

export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export type LotteryDrawResult = z.infer<typeof drawResultSchema>;

const menuQuery = z.object({
  prizeMode: prizeModeSchema.optional(),
  device: text().max(16).optional(),
  language: text().max(16).optional(),
});

/** GET /lgw/vn/games/game_menu (no token): VN lottery games by group, with their next and last issue. */
export const getVnGameMenu = endpoint('GET', '/lgw/vn/games/game_menu', {
  query: menuQuery,
  response: envelope(
    z.object({
      gameMenus: z.array(
        z.object({ gameGroupCode: z.string(), labelName: z.string(), games: z.array(lotteryGameSchema) }),
      ),
    }),
  ),
});

/** GET `path`: up to `count` lottery games (at most `max`, `fallback` when not asked). */
const lotteryGameList = <P extends string>(path: P, count: { max: number; fallback: number }) =>
  endpoint('GET', path, {
    query: menuQuery.extend({ count: queryInt(count.max, count.fallback) }),
    response: listEnvelope(lotteryGameSchema),
  });

/** GET /lgw/games/popular (no token): the lottery games most bet on in the last 24 hours. */
export const getPopularLottery = lotteryGameList('/lgw/games/popular', { max: 50, fallback: 20 });

/** GET /lotto/lgw/games/lobby (no token): every lottery game by group (the /lottery lobby). */
export const getLotteryLobby = endpoint('GET', '/lotto/lgw/games/lobby', {
  query: menuQuery,
  response: getVnGameMenu.response,
});

/** GET /lgw/vn/games/game_menu/recent (token): the VN games this member bet on lately, latest first. */
export const getRecentVnLottery = lotteryGameList('/lgw/vn/games/game_menu/recent', { max: 20, fallback: 10 });

/** GET /lotto/lgw/games/opened/numero (token): the issue of a game open for betting now, with the server's clock. */
export const getOpenedNumero = endpoint('GET', '/lotto/lgw/games/opened/numero', {
  query: z.object({ gameCode: gameCodeSchema }),
  response: envelope(z.object({ issue: issueSchema.nullable(), serverTime: z.string() })),
});

/**
 * GET /lotto/lgw/wallet (token): what the member can bet with: the lottery wallet (vendor TCG_SEA,
 * filled by a transfer from the main wallet), or demo credit for a trial account.
 */
export const getLotteryWallet = endpoint('GET', '/lotto/lgw/wallet', {
  response: envelope(z.object({ balance: moneySchema, currency: z.string(), demo: z.boolean() })),
});

/** GET /lgw/vn/numeros/opened/game (no token): the next issues of a game, for choosing a chase. */
export const getOpenedNumeros = endpoint('GET', '/lgw/vn/numeros/opened/game', {
  query: z.object({ gameCode: gameCodeSchema, count: queryInt(100, 100) }),
  response: listEnvelope(issueSchema),
});

/** GET /lotto/lgw/games/results (no token): drawn issues of a game, newest first, with seeds. */
export const getLotteryResults = endpoint('GET', '/lotto/lgw/games/results', {
  query: z.object({
    gameCode: gameCodeSchema,
    pageNo: pageNoParam,
    pageSize: queryInt(100, 20),
  }),
  response: envelope(pageOf(issueSchema)),
});

/** GET /lotto/lgw/games/issue (no token): one issue, for the verifier and result pages. */
export const getLotteryIssue = endpoint('GET', '/lotto/lgw/games/issue', {
  query: z.object({ gameCode: gameCodeSchema, numero: numeroSchema }),
  response: envelope(issueSchema),
});

/**
 * POST /lotto/lgw/bets (token): a slip of selections on the open issue of a game, optionally
 * chased over the next issues (paid now; a stop on win refunds the issues not played). Trial
 * accounts play with demo credit.
 */
export const placeLotterySlip = endpoint('POST', '/lotto/lgw/bets', {
  body: z.object({
    gameCode: gameCodeSchema,
    prizeMode: prizeModeSchema.default('Lott'),
    lines: z
      .array(z.object({ betType: text().max(24), pick: text().max(40), stake: amountInputSchema }))
      .min(1)
      .max(50),
    chase: z.object({ issues: z.number().int().min(2).max(30), stopOnWin: z.boolean() }).optional(),
  }),
  response: envelope(
    z.object({
      slip: z.string(),
      lineIds: z.array(z.number().int()),
      chaseId: z.number().int().nullable(),
      balance: moneySchema,
    }),
  ),
});

/** POST /lotto/lgw/bets/cancel (token): takes a line back before its issue closes. */
export const cancelLotteryLine = endpoint('POST', '/lotto/lgw/bets/cancel', {
  body: z.object({ lineId: z.number().int().positive() }),
  response: envelope(z.object({ balance: moneySchema })),
});

/** GET /lotto/lgw/bets (token): the member's lines, newest first, optionally for one game. */
export const getMyLotteryLines = endpoint('GET', '/lotto/lgw/bets', {
  query: z.object({
    gameCode: gameCodeSchema.optional(),
    pageNo: pageNoParam,
    pageSize: queryInt(100, 20),
  }),
  response: envelope(
    z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          gameCode: z.string(),
          numero: z.string(),
          betType: z.string(),
          pick: z.string(),
          stake: moneySchema,
          cost: moneySchema,
          odds: z.string(),
          status: z.enum(['open', 'won', 'lost', 'cancelled', 'refunded']),
          hits: z.number().int(),
          payout: moneySchema,
          chaseId: z.number().int().nullable(),
          createdAt: z.string(),
          /** Whether it may still be cancelled. */
          cancellable: z.boolean(),
        }),
      ),
    }),
  ),
});
