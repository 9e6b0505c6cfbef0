import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, realTimeInputSchema, tierInputSchema } from './contracts.contract.ts';

/*
 * Contract settlement as the agent sees it: its settlement lines of a kind, each with the team's
 * measures, the tier reached and the formula (why it got what it got); and the simulator — a
 * proposed contract replayed over the team's last 30 days before the agent accepts it.
 */

/** What a line was computed from: amounts as money text, the rate in basis points. */
export const lineInputsSchema = z.object({
  teamLoss: moneySchema,
  validBet: moneySchema,
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  tier: z
    .object({
      minTeamLoss: moneySchema.nullable(),
      minValidBet: moneySchema.nullable(),
      minActiveMembers: z.number().int().nullable(),
      rateBp: z.number().int(),
    })
    .nullable(),
  carryIn: moneySchema.nullable(),
  carryOut: moneySchema.nullable(),
  bets: z.number().int().nullable(),
});

/**
 * How a line's amount was worked out, as parts (money as text of the brand's currency, rates in
 * basis points) the agent's and the operator's screens put into words in their own language.
 */
export const lineFormulaSchema = z.discriminatedUnion('kind', [
  /** floor(team valid bet × rate) = amount. */
  z.object({ kind: z.literal('salary'), validBet: moneySchema, rateBp: z.number().int(), amount: moneySchema }),
  /** floor((team loss + carry in) × rate) = amount; a base below zero is carried out. */
  z.object({
    kind: z.literal('dividend'),
    teamLoss: moneySchema,
    carryIn: moneySchema,
    rateBp: z.number().int(),
    amount: moneySchema,
    carryOut: moneySchema,
  }),
  /** Σ over the bets with stake ≥ minSingleBet of floor(valid bet × the rate for its result) = amount. */
  z.object({
    kind: z.literal('realtime'),
    bets: z.number().int(),
    minSingleBet: moneySchema,
    profitRateBp: z.number().int(),
    lossRateBp: z.number().int(),
    amount: moneySchema,
  }),
]);
export type LineFormula = z.infer<typeof lineFormulaSchema>;

export const SETTLEMENT_LINE_STATES = ['preview', 'paid', 'clawed_back'] as const;

export const settlementLineSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  agent: z.string(),
  /** The upline agent that pays it, or null for the brand. */
  payer: z.string().nullable(),
  amount: moneySchema,
  toDownlines: moneySchema,
  kept: moneySchema,
  paidAmount: moneySchema,
  state: z.enum(SETTLEMENT_LINE_STATES),
  inputs: lineInputsSchema,
  formula: lineFormulaSchema,
  paidAt: z.string().nullable(),
  clawedBackAt: z.string().nullable(),
});
export type SettlementLineView = z.infer<typeof settlementLineSchema>;

/** GET /wps/agent/contracts/settlements (token, agents): the caller's lines of a kind, newest first. */
export const listContractSettlements = endpoint('GET', '/wps/agent/contracts/settlements', {
  query: z.object({
    kind: z.enum(CONTRACT_KINDS),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: envelope(z.object({ list: z.array(settlementLineSchema) })),
});

/** POST /wps/agent/contracts/simulate (token, agents): what a proposed contract would have paid. */
export const simulateContract = endpoint('POST', '/wps/agent/contracts/simulate', {
  body: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('dividend'),
      period: z.enum(DIVIDEND_PERIODS).default('day'),
      tiers: z.array(tierInputSchema).min(1).max(10),
    }),
    z.object({ kind: z.literal('daily_salary'), tiers: z.array(tierInputSchema).min(1).max(10) }),
    z.object({ kind: z.literal('hourly_salary'), tiers: z.array(tierInputSchema).min(1).max(10) }),
    z.object({ kind: z.literal('realtime_salary'), realTime: realTimeInputSchema }),
  ]),
  response: envelope(
    z.object({
      fromDay: z.string(),
      toDay: z.string(),
      periods: z.array(z.object({ key: z.string(), amount: moneySchema, rate: z.string() })),
      total: moneySchema,
    }),
  ),
});
