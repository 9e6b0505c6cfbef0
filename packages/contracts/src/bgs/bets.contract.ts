import { z } from 'zod';
import { listEnvelope, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { bgsGameFamilySchema, verifiableBetFields } from './fairness.contract.ts';

/*
 * In-house bet calls (vendor BGS). Each bet takes the next nonce of the member's seed pair for the
 * game, computes the outcome with @arcadia/fair and settles through the game wallet in one
 * transaction. Authorised by the member token or the game's launch token (Bearer either way).
 * Amounts are typed amounts ("10", "2.50"); answers carry money strings with two places.
 */

/** A number with at most two decimals (a dice target 49.5, a limbo target 2.00). */
const hundredths = (min: number, max: number) =>
  z.coerce
    .number()
    .min(min)
    .max(max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'validation.invalid');

/** A bet's money and the seed facts it was played under. */
const betFacts = {
  betId: z.number().int(),
  game: z.string(),
  amount: moneySchema,
  payout: moneySchema,
  /** Payout multiplier, 4 places ("1.9800"); "0.0000" when lost. */
  multiplier: z.string(),
  win: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
};

/** What every settled bet answers: the fairness facts to verify it, the money and the new balance. */
export const bgsBetResultSchema = z.object({
  ...betFacts,
  balance: moneySchema,
  demo: z.boolean(),
});
export type BgsBetResult = z.infer<typeof bgsBetResultSchema>;

export const diceBetBody = z.object({
  amount: amountInputSchema,
  /** 0.00 … 100.00; the win chance (under: target, over: 100 − target) must be 1 … 98 %. */
  target: hundredths(0, 100),
  direction: z.enum(['over', 'under']),
});
export const placeDiceBet = endpoint('POST', '/bgs/dice/bet', {
  body: diceBetBody,
  response: envelope(bgsBetResultSchema.extend({ roll: z.string(), target: z.string(), direction: z.string() })),
});

export const placeLimboBet = endpoint('POST', '/bgs/limbo/bet', {
  body: z.object({ amount: amountInputSchema, target: hundredths(1.01, 1_000_000) }),
  response: envelope(bgsBetResultSchema.extend({ result: z.string(), target: z.string() })),
});

export const PLINKO_RISK_VALUES = ['low', 'medium', 'high'] as const;
export const placePlinkoBet = endpoint('POST', '/bgs/plinko/bet', {
  body: z.object({
    amount: amountInputSchema,
    rows: z.coerce.number().int().min(8).max(16),
    risk: z.enum(PLINKO_RISK_VALUES),
  }),
  response: envelope(
    bgsBetResultSchema.extend({ path: z.array(z.number().int()), bucket: z.number().int(), rows: z.number().int() }),
  ),
});

export const placeSlotBet = endpoint('POST', '/bgs/slot/spin', {
  /** The total bet over 10 lines (a line bet is a tenth of it). */
  body: z.object({ amount: amountInputSchema }),
  response: envelope(
    bgsBetResultSchema.extend({
      stops: z.array(z.number().int()),
      window: z.array(z.array(z.string())),
      lineWins: z.array(z.object({ line: z.number(), symbol: z.string(), count: z.number(), pay: z.number() })),
      scatters: z.number().int(),
    }),
  ),
});

/** A Mines game as the player sees it: mine positions only once it is over. */
export const minesGameSchema = z.object({
  betId: z.number().int(),
  amount: moneySchema,
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  status: z.enum(['open', 'lost', 'cashed_out']),
  /** Multiplier if cashed out now (open) or paid (over), 4 places. */
  multiplier: z.string(),
  nextMultiplier: z.string().nullable(),
  payout: moneySchema,
  minePositions: z.array(z.number().int()).nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  balance: moneySchema,
  demo: z.boolean(),
});
export type MinesGame = z.infer<typeof minesGameSchema>;

export const startMines = endpoint('POST', '/bgs/mines/start', {
  body: z.object({ amount: amountInputSchema, mines: z.coerce.number().int().min(1).max(24) }),
  response: envelope(minesGameSchema),
});
export const revealMinesTile = endpoint('POST', '/bgs/mines/reveal', {
  body: z.object({ tile: z.coerce.number().int().min(0).max(24) }),
  response: envelope(minesGameSchema),
});
export const cashOutMines = endpoint('POST', '/bgs/mines/cashout', {
  response: envelope(minesGameSchema),
});
export const getOpenMines = endpoint('GET', '/bgs/mines/current', {
  response: envelope(minesGameSchema.nullable()),
});

/** One line of the player's own in-house history, with what the verifier needs. */
export const bgsHistoryItemSchema = z.object({
  ...betFacts,
  /** The game's own result in short: a roll "42.17", a multiplier "3.21×", gems "4/22". */
  summary: z.string(),
  /** Null until the seed pair is rotated. */
  serverSeed: z.string().nullable(),
  ...verifiableBetFields,
});
export type BgsHistoryItem = z.infer<typeof bgsHistoryItemSchema>;

export const getBgsHistory = endpoint('GET', '/bgs/bets', {
  query: z.object({ game: bgsGameFamilySchema, limit: queryInt(50, 20) }),
  response: listEnvelope(bgsHistoryItemSchema),
});

/** Limits and published settings of one game: bet range, house edge, tables. */
export const getBgsConfig = endpoint('GET', '/bgs/config', {
  query: z.object({ game: z.enum(['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash']) }),
  response: envelope(
    z.object({
      game: z.string(),
      minBet: moneySchema,
      maxBet: moneySchema,
      houseEdgePercent: z.string(),
      balance: moneySchema,
      currency: z.string(),
      demo: z.boolean(),
    }),
  ),
});
