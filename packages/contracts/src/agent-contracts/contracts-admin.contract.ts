import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';
import { plainText, text } from '../text.ts';
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  contractViewSchema,
  DIVIDEND_PERIODS,
  realTimeInputSchema,
  tierInputSchema,
} from './contracts.contract.ts';
import { settlementLineSchema } from './settlements.contract.ts';

/*
 * The operator's side of agent contracts under /admin/api/contracts: offering the top-level agents
 * their contracts, the brand's settlement settings, each period's run (a preview first, re-run at
 * will, then approved once), clawing back a paid line, and the debts agents owe their downlines.
 */
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const settlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodKind: z.string(),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  state: z.enum(['preview', 'paid']),
  previews: z.number().int(),
  previewedAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** The brand's negative-carry setting when the run was first previewed: its re-runs apply it. */
  negativeCarry: z.boolean(),
  total: moneySchema,
});
export type SettlementRunView = z.infer<typeof settlementRunSchema>;

const runWithLines = envelope(z.object({ run: settlementRunSchema, lines: z.array(settlementLineSchema) }));

/** POST /admin/api/contracts/offers: the brand offers a top-level agent a contract. */
export const adminOfferContract = endpoint('POST', '/admin/api/contracts/offers', {
  query: merchantQuery,
  body: z
    .object({
      agent: text().trim().min(1).max(64),
      kind: z.enum(CONTRACT_KINDS),
      period: z.enum(DIVIDEND_PERIODS).optional(),
      tiers: z.array(tierInputSchema).min(1).max(10).optional(),
      realTime: realTimeInputSchema.optional(),
    })
    // A real-time salary names its rates; the other kinds their tiers.
    .refine((b) => b.kind !== 'realtime_salary' || b.realTime !== undefined, {
      message: 'validation.required',
      path: ['realTime'],
    })
    .refine((b) => b.kind === 'realtime_salary' || b.tiers !== undefined, {
      message: 'validation.required',
      path: ['tiers'],
    }),
  response: envelope(contractViewSchema),
});

/** GET /admin/api/contracts: the brand's contracts, newest first. */
export const adminListContracts = endpoint('GET', '/admin/api/contracts', {
  query: merchantQuery.extend({ kind: z.enum(CONTRACT_KINDS).optional(), state: z.enum(CONTRACT_STATES).optional() }),
  response: envelope(z.object({ list: z.array(contractViewSchema) })),
});

export const contractSettingsSchema = z.object({ negativeCarry: z.boolean(), autoApprove: z.boolean() });

/** GET and PUT /admin/api/contracts/settings: negative carry of dividends, automatic approval. */
export const adminContractSettings = endpoint('GET', '/admin/api/contracts/settings', {
  query: merchantQuery,
  response: envelope(contractSettingsSchema),
});
export const adminSaveContractSettings = endpoint('PUT', '/admin/api/contracts/settings', {
  query: merchantQuery,
  body: contractSettingsSchema,
  response: envelope(contractSettingsSchema),
});

/** GET /admin/api/contracts/settlements: the brand's runs, newest first. */
export const adminListSettlements = endpoint('GET', '/admin/api/contracts/settlements', {
  query: merchantQuery.extend({
    kind: z.enum(CONTRACT_KINDS).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: envelope(z.object({ list: z.array(settlementRunSchema) })),
});

/** GET /admin/api/contracts/settlements/:id: a run and its lines. */
export const adminSettlement = endpoint('GET', '/admin/api/contracts/settlements/:id', {
  params: idParams,
  response: runWithLines,
});

/**
 * POST /admin/api/contracts/settlements/preview: previews the period of `kind` that contains `at`
 * (a dividend: of the `period` length); a period previewed before is computed again.
 */
export const adminPreviewSettlement = endpoint('POST', '/admin/api/contracts/settlements/preview', {
  query: merchantQuery,
  body: z.object({
    kind: z.enum(CONTRACT_KINDS),
    period: z.enum(DIVIDEND_PERIODS).optional(),
    at: z.iso.datetime(),
  }),
  response: runWithLines,
});

/** POST /admin/api/contracts/settlements/:id/preview: re-runs a run's preview. */
export const adminRerunSettlement = endpoint('POST', '/admin/api/contracts/settlements/:id/preview', {
  params: idParams,
  response: runWithLines,
});

/** POST /admin/api/contracts/settlements/:id/approve: pays the run (once). */
export const adminApproveSettlement = endpoint('POST', '/admin/api/contracts/settlements/:id/approve', {
  params: idParams,
  response: runWithLines,
});

/** POST /admin/api/contracts/lines/:id/clawback: takes a paid line back with reversing transactions. */
export const adminClawBackLine = endpoint('POST', '/admin/api/contracts/lines/:id/clawback', {
  params: idParams,
  body: z.object({ reason: plainText().trim().min(1).max(200) }),
  response: envelope(settlementLineSchema),
});

export const contractDebtSchema = z.object({
  id: z.number().int(),
  debtor: z.string(),
  creditor: z.string(),
  lineId: z.number().int(),
  amount: moneySchema,
  remaining: moneySchema,
  state: z.enum(['open', 'paid', 'cancelled']),
  createdAt: z.string(),
});
export type ContractDebtView = z.infer<typeof contractDebtSchema>;

/** GET /admin/api/contracts/debts: what agents owe their downlines (open ones by default). */
export const adminListContractDebts = endpoint('GET', '/admin/api/contracts/debts', {
  query: merchantQuery.extend({ state: z.enum(['open', 'paid', 'cancelled']).optional() }),
  response: envelope(z.object({ list: z.array(contractDebtSchema) })),
});
