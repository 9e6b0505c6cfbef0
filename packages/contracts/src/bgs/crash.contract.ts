import { z } from 'zod';
import { listEnvelope, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { verifiableBetFields } from './fairness.contract.ts';

/*
 * Live Crash (vendor BGS): one shared round at a time for everybody — a betting phase, the flight
 * (the multiplier grows along the published curve), the bust. Crash points come from a public
 * SHA-256 hash chain: the chain's terminating hash and salt are published before its first round,
 * each round's hash is revealed at its bust, and hashing a round's hash gives the round before.
 * Bets and cash-outs are HTTP calls (member or launch token); the round itself is pushed over the
 * WebSocket at GET /bgs/crash/live (no token: anyone may watch).
 */
export const CRASH_PHASES = ['betting', 'flying', 'busted'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** A multiplier with two places ("2.35"). */
const multiplierText = z.string().regex(/^\d{1,7}\.\d{2}$/);

/** A player of the round as everyone sees them: a masked name, the stake, and how it ended. */
export const crashPlayerSchema = z.object({
  name: z.string(),
  amount: moneySchema,
  status: z.enum(['active', 'cashed_out', 'lost']),
  /** The multiplier cashed out at, once cashed out. */
  cashout: multiplierText.nullable(),
  payout: moneySchema.nullable(),
});
export type CrashPlayer = z.infer<typeof crashPlayerSchema>;

export const crashRoundSchema = z.object({
  number: z.number().int(),
  phase: z.enum(CRASH_PHASES),
  /** Bets are taken until then; the flight starts then. */
  flightAt: z.string(),
  /** Revealed at the bust, never before. */
  crash: multiplierText.nullable(),
  hash: z.string().nullable(),
  bustedAt: z.string().nullable(),
  players: z.array(crashPlayerSchema),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

export const crashBustSchema = z.object({ number: z.number().int(), crash: multiplierText, hash: z.string() });
export type CrashBust = z.infer<typeof crashBustSchema>;

/** The chain every crash point comes from, published before its first round. */
export const crashChainSchema = z.object({
  /** SHA-256 applied once more to the first round's hash; every round's hash leads back to it. */
  terminatingHash: z.string(),
  salt: z.string(),
  /** The derivation the chain plays: 2 bustabit's (every new chain), 1 the legacy one. */
  scheme: z.union([z.literal(1), z.literal(2)]),
  firstRound: z.number().int(),
  length: z.number().int(),
  houseEdgePercent: z.string(),
  publishedAt: z.string(),
});

/** The curve the multiplier follows: m(t) = floor(100·e^(growthPerMs·t)) / 100. */
const timing = {
  serverTime: z.string(),
  growthPerMs: z.number(),
  bettingMs: z.number().int(),
};

export const crashMyBetSchema = z.object({
  betId: z.number().int(),
  round: z.number().int(),
  amount: moneySchema,
  autoCashout: multiplierText.nullable(),
  status: z.enum(['active', 'cashed_out', 'lost']),
  cashout: multiplierText.nullable(),
  payout: moneySchema,
});
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;

/** What the WebSocket sends. The page keeps the players list from `snapshot` and the events after it. */
export const crashLiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    ...timing,
    round: crashRoundSchema.nullable(),
    history: z.array(crashBustSchema),
    chain: crashChainSchema.nullable(),
  }),
  z.object({ type: z.literal('betting'), serverTime: z.string(), number: z.number().int(), flightAt: z.string() }),
  z.object({ type: z.literal('bet'), number: z.number().int(), player: crashPlayerSchema }),
  z.object({ type: z.literal('flight'), serverTime: z.string(), number: z.number().int(), flightAt: z.string() }),
  z.object({ type: z.literal('cashout'), number: z.number().int(), players: z.array(crashPlayerSchema) }),
  z.object({
    type: z.literal('bust'),
    serverTime: z.string(),
    number: z.number().int(),
    crash: multiplierText,
    hash: z.string(),
    bustedAt: z.string(),
  }),
]);
export type CrashLiveEvent = z.infer<typeof crashLiveEventSchema>;

/** GET /bgs/crash/live: the WebSocket (documented here; the messages are crashLiveEventSchema). */
export const CRASH_LIVE_PATH = '/bgs/crash/live';

/** GET /bgs/crash/state (token): the round now, the last busts, the chain, and the caller's bet in it. */
export const getCrashState = endpoint('GET', '/bgs/crash/state', {
  response: envelope(
    z.object({
      ...timing,
      round: crashRoundSchema.nullable(),
      history: z.array(crashBustSchema),
      chain: crashChainSchema.nullable(),
      myBet: crashMyBetSchema.nullable(),
      balance: moneySchema,
      demo: z.boolean(),
    }),
  ),
});

const withBalance = envelope(z.object({ bet: crashMyBetSchema, balance: moneySchema, demo: z.boolean() }));

/** POST /bgs/crash/bet (token): a stake on the round in its betting phase, with an optional auto cash-out. */
export const placeCrashBet = endpoint('POST', '/bgs/crash/bet', {
  body: z.object({
    amount: amountInputSchema,
    /** Cash out by itself when the multiplier reaches this (1.01 … 1,000,000, two places). */
    autoCashout: z.coerce
      .number()
      .min(1.01)
      .max(1_000_000)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'validation.invalid')
      .nullable()
      .optional(),
  }),
  response: withBalance,
});

/** POST /bgs/crash/cashout (token): cash the caller's bet out at the multiplier of this moment. */
export const cashOutCrash = endpoint('POST', '/bgs/crash/cashout', {
  response: withBalance,
});

/** One of the caller's own Crash bets, with its round's hash once busted (and the verifier's address). */
export const crashBetItemSchema = crashMyBetSchema.extend({
  crash: multiplierText.nullable(),
  hash: z.string().nullable(),
  ...verifiableBetFields,
});
export type CrashBetItem = z.infer<typeof crashBetItemSchema>;

export const getCrashBets = endpoint('GET', '/bgs/crash/bets', {
  query: z.object({ limit: queryInt(50, 15) }),
  response: listEnvelope(crashBetItemSchema),
});
