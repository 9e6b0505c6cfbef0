import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';

/*
 * The agent contracts' processing calls (spec portal.md sections 2–5 and the call catalogue): one
 * per kind, each taking the agent's action — list its contracts of the kind, accept or reject an
 * offer, or offer one to a direct downline agent — and answering the refreshed list.
 */
export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKindName = (typeof CONTRACT_KINDS)[number];
export const DIVIDEND_PERIODS = ['day', 'week', 'semimonth', 'month'] as const;
export const CONTRACT_STATES = ['requested', 'accepted', 'rejected', 'terminated'] as const;

/** A rate as a percentage with up to two decimals ("1.25" is 1.25 %), at most 100. */
export const ratePercentSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.invalid')
  .refine((v) => Number(v) <= 100, 'validation.invalid');

/** One tier as offered: the thresholds it names (all must be met) and its rate. */
export const tierInputSchema = z.object({
  rate: ratePercentSchema,
  /** Dividend: the period's team loss (the house's win) at least this. */
  minTeamLoss: amountInputSchema.optional(),
  /** Salaries: the day's or hour's team valid bet at least this. */
  minValidBet: amountInputSchema.optional(),
  minActiveMembers: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export type TierInput = z.infer<typeof tierInputSchema>;

export const realTimeInputSchema = z.object({
  profitRate: ratePercentSchema,
  lossRate: ratePercentSchema,
  minSingleBet: amountInputSchema,
});

export type RealTimeInput = z.infer<typeof realTimeInputSchema>;

const contractId = z.coerce.number().int().positive();
const downlineId = z.coerce.number().int().positive();
const list = z.object({ action: z.literal('list') });
const accept = z.object({ action: z.literal('accept'), contractId, confirm: z.boolean().default(false) });
const reject = z.object({ action: z.literal('reject'), contractId });

const tieredOffer = z.object({
  action: z.literal('offer'),
  downlineId,
  tiers: z.array(tierInputSchema).min(1).max(10),
});

export const tierViewSchema = z.object({
  rate: z.string(),
  minTeamLoss: moneySchema.nullable(),
  minValidBet: moneySchema.nullable(),
  minActiveMembers: z.number().int().nullable(),
});

export const contractViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.string(),
  version: z.number().int(),
  state: z.enum(CONTRACT_STATES),
  /** true: the caller holds (or was offered) it; false: the caller offered it to a downline. */
  mine: z.boolean(),
  agent: z.string(),
  /** The upline that offered it, or null for the brand. */
  offeredBy: z.string().nullable(),
  tiers: z.array(tierViewSchema).nullable(),
  realTime: z.object({ profitRate: z.string(), lossRate: z.string(), minSingleBet: moneySchema }).nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

const response = envelope(z.object({ list: z.array(contractViewSchema) }));

/** POST /wps/relay/MCS2_processDividendReq (token, agents). */
export const processDividendContract = endpoint('POST', '/wps/relay/MCS2_processDividendReq', {
  body: z.discriminatedUnion('action', [
    list,
    accept,
    reject,
    tieredOffer.extend({ period: z.enum(DIVIDEND_PERIODS).default('semimonth') }),
  ]),
  response,
});

/** POST /wps/relay/MCS2_processDailySalContract (token, agents). */
export const processDailySalaryContract = endpoint('POST', '/wps/relay/MCS2_processDailySalContract', {
  body: z.discriminatedUnion('action', [list, accept, reject, tieredOffer]),
  response,
});

/** POST /wps/relay/MCS2_processContractHourSalary (token, agents). */
export const processHourlySalaryContract = endpoint('POST', '/wps/relay/MCS2_processContractHourSalary', {
  body: z.discriminatedUnion('action', [list, accept, reject, tieredOffer]),
  response,
});

/** POST /wps/relay/MCSFE_processRealTimeSalaryContract (token, agents). */
export const processRealTimeSalaryContract = endpoint('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
  body: z.discriminatedUnion('action', [
    list,
    accept,
    reject,
    z.object({ action: z.literal('offer'), downlineId, realTime: realTimeInputSchema }),
  ]),
  response,
});

/** What an agent asks of any of the four calls (each call takes its own kind's offer). */
export type ContractActionInput =
  | z.infer<typeof processDividendContract.body>
  | z.infer<typeof processDailySalaryContract.body>
  | z.infer<typeof processHourlySalaryContract.body>
  | z.infer<typeof processRealTimeSalaryContract.body>;
