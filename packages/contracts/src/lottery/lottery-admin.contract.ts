import { z } from 'zod';
import { brandList, listEnvelope, merchantQuery, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { plainText } from '../text.ts';
import { drawResultSchema, gameCodeSchema, numeroSchema } from './lottery.contract.ts';

const gameParams = z.object({ code: gameCodeSchema });
const issueParams = gameParams.extend({ numero: numeroSchema });

/** A lottery game as operators manage it: on or off, its rhythm, its exposure cap and stake limit per number. */
export const adminLotteryGameSchema = z.object({
  gameCode: z.string(),
  gameGroupCode: z.string(),
  labelName: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** "interval" (every `intervalSeconds`) or "daily" (at `dailyAt` in `timeZone`). */
  scheduleKind: z.enum(['interval', 'daily']),
  intervalSeconds: z.number().int().nullable(),
  dailyAt: z.string().nullable(),
  timeZone: z.string(),
  closeBeforeSeconds: z.number().int(),
  exposureCapPerNumber: moneySchema,
  /** The most one member may stake on one pick of one bet type in one issue; null: no limit. */
  stakeLimitPerNumber: moneySchema.nullable(),
});
export type AdminLotteryGame = z.infer<typeof adminLotteryGameSchema>;

export const ADMIN_ISSUE_STATES = ['pending', 'drawn', 'settled', 'void'] as const;

/** One issue as operators see it: its stored state, draw times, a late draw, a void's reason. */
export const adminLotteryIssueSchema = z.object({
  numero: z.string(),
  state: z.enum(ADMIN_ISSUE_STATES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  late: z.boolean(),
  voidReason: z.string().nullable(),
  /** Open lines and the stakes on them (what a void would refund). */
  openLines: z.number().int(),
});
export type AdminLotteryIssue = z.infer<typeof adminLotteryIssueSchema>;

/** GET /admin/api/lottery/games (any operator): the brand's games, enabled or not. */
export const adminListLotteryGames = brandList('/admin/api/lottery/games', adminLotteryGameSchema);

/**
 * POST /admin/api/lottery/games/:code (admin): switch a game on or off (off: no new bets, no new
 * issues), and/or set or lift its stake limit per number (per member, pick and issue).
 */
export const adminUpdateLotteryGame = endpoint('POST', '/admin/api/lottery/games/:code', {
  params: gameParams,
  query: merchantQuery,
  /** Either or both: switch the game on or off; set (an amount) or lift (null) the stake limit per number. */
  body: z.object({ enabled: z.boolean().optional(), stakeLimitPerNumber: amountInputSchema.nullable().optional() }),
  response: envelope(adminLotteryGameSchema),
});

/** GET /admin/api/lottery/games/:code/schedule (any operator): the game's rhythm and the issues scheduled ahead. */
export const adminLotterySchedule = endpoint('GET', '/admin/api/lottery/games/:code/schedule', {
  params: gameParams,
  query: merchantQuery.extend({ count: queryInt(500, 50) }),
  response: envelope(z.object({ game: adminLotteryGameSchema, upcoming: z.array(adminLotteryIssueSchema) })),
});

/** GET /admin/api/lottery/games/:code/issues (any operator): latest issues first, optionally by state. */
export const adminListLotteryIssues = endpoint('GET', '/admin/api/lottery/games/:code/issues', {
  params: gameParams,
  query: merchantQuery.extend({
    state: z.enum(ADMIN_ISSUE_STATES).optional(),
    late: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    limit: queryInt(500, 50),
  }),
  response: listEnvelope(adminLotteryIssueSchema),
});

/** One issue with its result, seed and money (see adminLotteryIssueResult). */
export const adminLotteryIssueResultSchema = adminLotteryIssueSchema.extend({
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: drawResultSchema.nullable(),
  lines: z.number().int(),
  stakes: moneySchema,
  payouts: moneySchema,
});
export type AdminLotteryIssueResult = z.infer<typeof adminLotteryIssueResultSchema>;

/**
 * GET /admin/api/lottery/games/:code/issues/:numero (any operator): one issue's result — its
 * numbers, the seed's SHA-256 (published from the start) and the seed (only once drawn, for
 * operators too: nobody may know a draw before it happens).
 */
export const adminLotteryIssueResult = endpoint('GET', '/admin/api/lottery/games/:code/issues/:numero', {
  params: issueParams,
  query: merchantQuery,
  response: envelope(adminLotteryIssueResultSchema),
});

/** What the brand would owe per pick of each bet type across an issue's open lines (see adminLotteryExposure). */
export const adminLotteryExposureSchema = z.object({
  cap: moneySchema,
  list: z.array(
    z.object({
      betType: z.string(),
      pick: z.string(),
      lines: z.number().int(),
      stakes: moneySchema,
      exposure: moneySchema,
      /** Exposure as a share of the cap, 0–100 (rounded down). */
      percentOfCap: z.number().int(),
      /** The most times the pick can win on one draw: 1, or for lô every prize it is matched against. */
      maxHits: z.number().int(),
      /** What the brand would owe if the pick won `maxHits` times: the worst case of a multi-hit number. */
      worstCase: moneySchema,
    }),
  ),
});
export type AdminLotteryExposure = z.infer<typeof adminLotteryExposureSchema>;

/**
 * GET /admin/api/lottery/games/:code/issues/:numero/exposure (any operator): what the brand would
 * owe per pick of each bet type if it hit once, across the open lines, largest first, with the cap.
 */
export const adminLotteryExposure = endpoint('GET', '/admin/api/lottery/games/:code/issues/:numero/exposure', {
  params: issueParams,
  query: merchantQuery.extend({ limit: queryInt(1000, 100) }),
  response: envelope(adminLotteryExposureSchema),
});

/** POST /admin/api/lottery/games/:code/issues/:numero/void (admin, finance): void an issue, refund every open line. */
export const adminVoidLotteryIssue = endpoint('POST', '/admin/api/lottery/games/:code/issues/:numero/void', {
  params: issueParams,
  query: merchantQuery,
  body: z.object({ reason: plainText().max(200) }),
  response: envelope(z.object({ numero: z.string(), state: z.literal('void'), refunded: z.number().int() })),
});
