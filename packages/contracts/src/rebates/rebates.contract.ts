import { z } from 'zod';
import { pageNoParam, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/*
 * The member centre's rebate promotion (page key manualRebate). The spec names the page but no
 * call ("path not shown"): the calls sit under /wps/relay beside the promotion calls, named the
 * same way, and are listed in the OpenAPI document.
 *
 * A rebate is cash: a rate (by game category and the member's VIP level) of the valid bet of a
 * closed period, paid to the main wallet with no wagering (it is paid on turnover that was
 * wagered already). The period just closed is claimable until the next one closes.
 */

export const REBATE_PERIOD_KINDS = ['day', 'week'] as const;
export type RebatePeriodKind = (typeof REBATE_PERIOD_KINDS)[number];

export const rebatePeriodSchema = z.object({
  kind: z.enum(REBATE_PERIOD_KINDS),
  /** The brand calendar's name of the period (2026-W09, 2026-03-01). */
  key: z.string(),
  start: z.string(),
  end: z.string(),
});

export const rebateLineSchema = z.object({
  category: z.string(),
  /** Valid bet of the period in this category (the play record's roll-up). */
  validBet: moneySchema,
  /** Percent of valid bet paid back at the member's VIP level, two places ("0.80"). */
  rate: z.string(),
  /** What the line pays (0.00 when below the brand's minimum or already claimed). */
  amount: moneySchema,
  /** claimable, claimed (paid), below_minimum, none (no valid bet or no rate), accruing (the running period). */
  state: z.enum(['claimable', 'claimed', 'below_minimum', 'none', 'accruing']),
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateSummarySchema = z.object({
  /** The member's VIP level the rates come from (null: the brand has no ladder). */
  level: z.object({ rank: z.number().int(), name: z.string() }).nullable(),
  autoPay: z.boolean(),
  minPayout: moneySchema,
  /** The period just closed: what may be claimed now. */
  claimable: z.object({ period: rebatePeriodSchema, lines: z.array(rebateLineSchema), total: moneySchema }),
  /** The running period: an estimate at today's rates, claimable once it closes. */
  running: z.object({ period: rebatePeriodSchema, lines: z.array(rebateLineSchema), total: moneySchema }),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  periodKey: z.string(),
  category: z.string(),
  validBet: moneySchema,
  rate: z.string(),
  amount: moneySchema,
  /** member: claimed by the member; auto: paid by the brand's schedule. */
  source: z.enum(['member', 'auto']),
  createdAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

/** GET /wps/relay/MCSFE_getManualRebate: per category the period's valid bet, rate and amount. */
export const getManualRebate = endpoint('GET', '/wps/relay/MCSFE_getManualRebate', {
  response: envelope(rebateSummarySchema),
});

/** POST /wps/relay/MCS2_claimManualRebate: claims one category of the closed period, or all of them. */
export const claimManualRebate = endpoint('POST', '/wps/relay/MCS2_claimManualRebate', {
  body: z.object({
    category: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,20}$/, 'validation.invalid')
      .optional(),
  }),
  response: envelope(z.object({ paid: moneySchema, claims: z.array(rebateClaimSchema), summary: rebateSummarySchema })),
});

/** GET /wps/relay/MCSFE_getManualRebateHistory: the member's rebates paid, newest first. */
export const getManualRebateHistory = endpoint('GET', '/wps/relay/MCSFE_getManualRebateHistory', {
  query: z.object({ pageNo: pageNoParam, pageSize: queryInt(50, 10) }),
  response: envelope(
    z.object({ list: z.array(rebateClaimSchema), total: z.number().int(), totalPages: z.number().int() }),
  ),
});
