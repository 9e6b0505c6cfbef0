import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { amountInputSchema, moneySchema } from '../money.ts';

/*
 * The console's in-house games (vendor BGS; games.read to look, games.write to change): each game's
 * bet range for the brand and its RTP. The theoretical RTP is the published configuration
 * (@arcadia/fair); the measured one comes from the play-record roll-ups, which keep in-house play by
 * vendor, not by game: one figure for all in-house games together.
 */

export const INHOUSE_GAMES = ['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];

/** A percentage with two decimals ("99.00"). */
/** The business days the measured RTP covers, today included. */
export const MEASURED_RTP_DAYS = 30;

const percent = z.string().regex(/^\d{1,4}\.\d{2}$/);

export const inhouseGameSchema = z.object({
  game: z.enum(INHOUSE_GAMES),
  minBet: moneySchema,
  maxBet: moneySchema,
  /** The range from the server's configuration (BGS_BET_LIMITS or the built-in one) a brand starts with. */
  defaultMinBet: moneySchema,
  defaultMaxBet: moneySchema,
  /** The brand set its own range. */
  custom: z.boolean(),
  /** 100 − the published house edge: what the game pays back in the long run. */
  theoreticalRtp: percent,
});
export type InhouseGameView = z.infer<typeof inhouseGameSchema>;

/** MEASURED_RTP_DAYS business days of settled in-house play (all games together): payout ÷ stake. */
export const inhouseMeasuredSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  bets: z.number().int(),
  stake: moneySchema,
  payout: moneySchema,
  /** Null before the first stake. */
  rtp: percent.nullable(),
});

const inhouseView = z.object({
  currency: z.string(),
  games: z.array(inhouseGameSchema),
  measured: inhouseMeasuredSchema,
});
export type InhouseGames = z.infer<typeof inhouseView>;

/** One game's bet range: both amounts in the brand's currency, the lowest at most the highest. */
export const betRangeInputSchema = z
  .object({ minBet: amountInputSchema, maxBet: amountInputSchema })
  .superRefine((range, ctx) => {
    if (Number(range.minBet) <= 0) ctx.addIssue({ code: 'custom', path: ['minBet'], message: 'validation.amount' });
    else if (Number(range.maxBet) < Number(range.minBet))
      ctx.addIssue({ code: 'custom', path: ['maxBet'], message: 'validation.max_below_min' });
  });

export const inhouseLimitsInputSchema = z.object({
  limits: z.object(
    Object.fromEntries(INHOUSE_GAMES.map((game) => [game, betRangeInputSchema])) as Record<
      InhouseGame,
      typeof betRangeInputSchema
    >,
  ),
});
export type InhouseLimitsInput = z.infer<typeof inhouseLimitsInputSchema>;

/** GET /admin/api/games/inhouse: each in-house game's bet range and RTP, and the measured RTP. */
export const adminInhouseGames = endpoint('GET', '/admin/api/games/inhouse', {
  query: merchantQuery,
  response: envelope(inhouseView),
});

/**
 * PUT /admin/api/games/inhouse/limits: the brand's bet range of every in-house game; the next bet
 * is held to it. An amount finer than the currency's minor unit is refused on its field.
 */
export const adminSaveInhouseLimits = endpoint('PUT', '/admin/api/games/inhouse/limits', {
  query: merchantQuery,
  body: inhouseLimitsInputSchema,
  response: envelope(inhouseView),
});
