import { z } from 'zod';
import { queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';
import { BET_STATUSES } from './categories.ts';
import { gameCategorySchema, pageAnswer, pageQuery, vassalageSchema } from './game.schema.ts';

export const BET_RECORD_MAX_DAYS = 90;
const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const betRecordSchema = z.object({
  betId: z.string(),
  round: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  gameType: gameCategorySchema,
  stake: moneySchema,
  payout: moneySchema,
  /** payout - stake (0 while open or rolled back). */
  winLoss: moneySchema,
  status: z.enum(BET_STATUSES),
  betTime: z.string(),
  settleTime: z.string().nullable(),
  /** Demo-credit bet (trial account). */
  demo: z.boolean(),
  /** Where to verify this bet (in-house games once their seed is revealed), else null. */
  verifyUrl: z.string().nullable(),
  /** A lottery line: its issue, bet type code and the numbers picked (null for other games). */
  lottery: z.object({ issue: z.string(), betType: z.string(), pick: z.string() }).nullable().default(null),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/**
 * GET /wps/relay/ODSFE2_MemBetRecord (token): the member centre's betting record
 * (personalHistoryCopy), newest first. Path not shown in the spec. Trial accounts see their demo
 * bets. Totals cover every row that matches the filters, not just the page.
 */
export const getBetRecord = endpoint('GET', '/wps/relay/ODSFE2_MemBetRecord', {
  query: z.object({
    ...pageQuery,
    pageSize: queryInt(100, 20),
    /** A date (UTC day, inclusive) or a date-time with zone. Default: 7 days before endDate. */
    startDate: isoDateOrTime.optional(),
    /** A date (inclusive) or a date-time (exclusive). Default: now. At most 90 days after startDate. */
    endDate: isoDateOrTime.optional(),
    gameType: gameCategorySchema.optional(),
    vassalage: vassalageSchema.optional(),
    status: z.enum(BET_STATUSES).optional(),
  }),
  response: envelope(
    z.object({
      list: z.array(betRecordSchema),
      totals: z.object({ count: z.number().int(), stake: moneySchema, payout: moneySchema, winLoss: moneySchema }),
      ...pageAnswer,
    }),
  ),
});
