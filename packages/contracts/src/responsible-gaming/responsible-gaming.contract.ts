import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { amountInputSchema, moneySchema } from '../money.ts';

/*
 * The member's responsible-gaming calls (issue 30): limits on deposits, losses and wagers per
 * rolling 24 hours, 7 days and 30 days, a maximum single stake and a session time limit; a
 * reality-check interval; time-outs and self-exclusion; the history of every change.
 */
export const RG_MONEY_LIMITS = ['deposit', 'loss', 'wager'] as const;
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export const RG_LIMIT_KINDS = [...RG_MONEY_LIMITS, 'stake', 'session'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export type RgPeriod = (typeof RG_PERIODS)[number];
/** The period of a limit: rolling windows for money limits, `none` for single stake and session time. */
export const rgPeriodSchema = z.enum([...RG_PERIODS, 'none']);

/** Session limits and reality checks in minutes, within what the rules allow (brand settings narrow them). */
export const RG_SESSION_MINUTES = { min: 5, max: 24 * 60 } as const;
export const RG_REALITY_CHECK_MINUTES = { min: 10, max: 120 } as const;
/** Time-out 24 hours to 6 weeks, in days; self-exclusion 6 months to 5 years, in months (UKGC RTS 12). */
export const RG_TIMEOUT_DAYS = { min: 1, max: 42 } as const;
export const RG_SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

export const rgLimitViewSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: rgPeriodSchema,
  /** Money in the brand's currency; for the session limit, minutes as a whole number. */
  value: z.string(),
  /** A raise or removal waiting for its cooling period (value null: removal). */
  pending: z.object({ value: z.string().nullable(), confirmableAt: z.string(), confirmable: z.boolean() }).nullable(),
});
export type RgLimitView = z.infer<typeof rgLimitViewSchema>;

export const rgExclusionViewSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion', 'operator']),
  startsAt: z.string(),
  /** Null: indefinite. */
  endsAt: z.string().nullable(),
  /** A self-exclusion that ended reopens this long after the member asked (null: not asked yet). */
  reopensAt: z.string().nullable(),
});

export const rgStateSchema = z.object({
  limits: z.array(rgLimitViewSchema),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: rgExclusionViewSchema.nullable(),
  /** A self-exclusion that ended and waits for the member's request to reopen. */
  canRequestReopen: z.boolean(),
});
export type RgState = z.infer<typeof rgStateSchema>;

/** GET /api/responsible-gaming: the member's limits, pending raises, reality check and exclusion. */
export const getRgState = endpoint('GET', '/api/responsible-gaming', { response: envelope(rgStateSchema) });

const moneyLimit = z.object({
  kind: z.enum(RG_MONEY_LIMITS),
  period: z.enum(RG_PERIODS),
  /** Null removes the limit (after the cooling period). */
  amount: amountInputSchema.nullable(),
});
const stakeLimit = z.object({
  kind: z.literal('stake'),
  period: z.literal('none'),
  amount: amountInputSchema.nullable(),
});
const sessionLimit = z.object({
  kind: z.literal('session'),
  period: z.literal('none'),
  minutes: z.number().int().min(RG_SESSION_MINUTES.min).max(RG_SESSION_MINUTES.max).nullable(),
});
export const setRgLimitSchema = z.discriminatedUnion('kind', [
  moneyLimit.extend({ kind: z.literal('deposit') }),
  moneyLimit.extend({ kind: z.literal('loss') }),
  moneyLimit.extend({ kind: z.literal('wager') }),
  stakeLimit,
  sessionLimit,
]);
export type SetRgLimitInput = z.infer<typeof setRgLimitSchema>;

/** PUT /api/responsible-gaming/limits: lower at once, raise or remove after 24 hours. */
export const setRgLimit = endpoint('PUT', '/api/responsible-gaming/limits', {
  body: setRgLimitSchema,
  response: envelope(rgStateSchema),
});

export const confirmRgLimitSchema = z.object({ kind: z.enum(RG_LIMIT_KINDS), period: rgPeriodSchema });
/** POST /api/responsible-gaming/limits/confirm: the member confirms a raise once its cooling period ended. */
export const confirmRgLimit = endpoint('POST', '/api/responsible-gaming/limits/confirm', {
  body: confirmRgLimitSchema,
  response: envelope(rgStateSchema),
});

export const realityCheckSchema = z.object({
  minutes: z.number().int().min(RG_REALITY_CHECK_MINUTES.min).max(RG_REALITY_CHECK_MINUTES.max).nullable(),
});
/** PUT /api/responsible-gaming/reality-check: the reminder interval during play (null: brand default). */
export const setRealityCheck = endpoint('PUT', '/api/responsible-gaming/reality-check', {
  body: realityCheckSchema,
  response: envelope(rgStateSchema),
});

/** The member confirms on purpose: a time-out or exclusion cannot be taken back. */
const confirmed = z.literal(true);
export const timeOutSchema = z.object({
  days: z.number().int().min(RG_TIMEOUT_DAYS.min).max(RG_TIMEOUT_DAYS.max),
  confirm: confirmed,
});
/** POST /api/responsible-gaming/time-out: a break of 1 to 42 days, at once. */
export const takeTimeOut = endpoint('POST', '/api/responsible-gaming/time-out', {
  body: timeOutSchema,
  response: envelope(rgStateSchema),
});

export const selfExclusionSchema = z.object({
  /** Null: indefinite. */
  months: z.number().int().min(RG_SELF_EXCLUSION_MONTHS.min).max(RG_SELF_EXCLUSION_MONTHS.max).nullable(),
  confirm: confirmed,
});
/** POST /api/responsible-gaming/self-exclusion: 6 months to 5 years or indefinite, at once. */
export const selfExclude = endpoint('POST', '/api/responsible-gaming/self-exclusion', {
  body: selfExclusionSchema,
  response: envelope(rgStateSchema),
});

/** POST /api/responsible-gaming/reopen: after a self-exclusion ended, the account reopens 24 hours later. */
export const requestRgReopen = endpoint('POST', '/api/responsible-gaming/reopen', {
  response: envelope(rgStateSchema),
});

export const rgHistoryEntrySchema = z.object({
  at: z.string(),
  /** `member`, `system` or `operator:<username>`. */
  actor: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type RgHistoryEntry = z.infer<typeof rgHistoryEntrySchema>;

/** GET /api/responsible-gaming/history: every change, newest first (the last 6 months). */
export const getRgHistory = endpoint('GET', '/api/responsible-gaming/history', {
  response: envelope(z.object({ list: z.array(rgHistoryEntrySchema) })),
});

export { moneySchema as rgMoneySchema };
