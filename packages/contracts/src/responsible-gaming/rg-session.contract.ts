import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/*
 * The reality check (issue 30): every N minutes of a session the site stops play with how long the
 * member has played and the net result, with ways to stop, to the limits and to the history; the
 * session time limit ends play when reached (stakes are then refused by the server).
 */
export const rgSessionSchema = z.object({
  /** When the member's session began (the reality checks and the session time limit count from it). */
  startedAt: z.string(),
  /** The server's time, so the page counts from the same clock. */
  now: z.string(),
  /** Real-money stakes and payouts of bets placed in this session (an open bet has no payout yet). */
  staked: moneySchema,
  paidOut: moneySchema,
  /** paidOut − staked: negative when the member is down. */
  net: moneySchema,
  bets: z.number().int(),
  /** The interval in force (the member's choice, else the brand's default); null: no reality checks. */
  realityCheckMinutes: z.number().int().nullable(),
  /** When the member's session time limit ends play (null: no such limit). */
  sessionEndsAt: z.string().nullable(),
});
export type RgSession = z.infer<typeof rgSessionSchema>;

/** GET /api/responsible-gaming/session: this session's time and net result, for the reality check. */
export const getRgSession = endpoint('GET', '/api/responsible-gaming/session', {
  response: envelope(rgSessionSchema),
});

export const realityCheckAnswerSchema = z.object({
  /** The member kept playing, or stopped (the page then signs it out). */
  choice: z.enum(['continue', 'stop']),
});
/** POST /api/responsible-gaming/reality-check/answer: recorded in the member's history. */
export const answerRealityCheck = endpoint('POST', '/api/responsible-gaming/reality-check/answer', {
  body: realityCheckAnswerSchema,
  response: envelope(rgSessionSchema),
});
