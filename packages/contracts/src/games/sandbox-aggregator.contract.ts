import { z } from 'zod';
import { amountInputSchema, moneySchema } from '../money.ts';

/*
 * The sandbox aggregator's own play calls (its demo page talks to these; a real aggregator's game
 * client would talk to its own servers). Under /sandbox-aggregator/play/:id, sandbox only.
 */
export const SANDBOX_SCENARIOS = [
  'duplicate-bet',
  'duplicate-win',
  'rollback-before-bet',
  'win-after-rollback',
  'timeout',
] as const;

export const sandboxRoundBody = z.object({ stake: amountInputSchema });
export const sandboxScenarioBody = z.object({
  scenario: z.enum(SANDBOX_SCENARIOS),
  stake: amountInputSchema.default('1.00'),
});
export const sandboxRoundAnswer = z.object({
  /** The wallet's answer: RS_OK, RS_ERROR_NOT_ENOUGH_MONEY, … */
  status: z.string(),
  stake: moneySchema,
  payout: moneySchema,
  /** What the round showed: reel symbols, or player and banker cards. */
  symbols: z.array(z.string()),
  text: z.string(),
  balance: moneySchema.nullable(),
});
