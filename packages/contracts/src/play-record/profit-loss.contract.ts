import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';
import { gameCategorySchema } from '../games/game.schema.ts';

/** Longest custom range of personal profit and loss, in business days. */
export const PROFIT_LOSS_MAX_DAYS = 90;

export const PROFIT_LOSS_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ProfitLossRange = (typeof PROFIT_LOSS_RANGES)[number];

const playFigures = {
  bets: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  /** payout − stake: positive when the member won. */
  winLoss: moneySchema,
};

export const profitLossSchema = z.object({
  /** The brand's business days the figures cover (inclusive), in its time zone. */
  fromDay: z.iso.date(),
  toDay: z.iso.date(),
  timeZone: z.string(),
  totals: z.object({ ...playFigures, deposits: moneySchema, withdrawals: moneySchema, bonuses: moneySchema }),
  categories: z.array(z.object({ category: gameCategorySchema, ...playFigures })),
  /** One entry per business day of the range, oldest first (days without play are zero). */
  days: z.array(z.object({ day: z.iso.date(), stake: moneySchema, winLoss: moneySchema })),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

/**
 * GET /wps/relay/ODSFE2_MemProfitLoss (token): the member centre's personal profit and loss
 * (personalProfit). Path not shown in the spec. Read from the daily roll-ups of settled
 * real-money play and money movements; a custom range is at most 90 business days.
 */
export const getProfitLoss = endpoint('GET', '/wps/relay/ODSFE2_MemProfitLoss', {
  query: z.object({
    range: z.enum(PROFIT_LOSS_RANGES).default('today'),
    /** Business days (yyyy-mm-dd), both inclusive; only with range=custom. */
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
  }),
  response: envelope(profitLossSchema),
});
