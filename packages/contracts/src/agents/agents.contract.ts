import { z } from 'zod';
import { plainText, text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { clientKeySchema } from '../wallet/transfer.contract.ts';
import { AGENT_LEVEL_CODES } from './agent-levels.ts';

/** What a new downline (or a code's registrations) becomes: 0 a member, or an agent level. */
export const memberTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => v === 0 || (AGENT_LEVEL_CODES as readonly number[]).includes(v), 'validation.invalid');

export const agentLevelSchema = z.object({
  code: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  openAccounts: z.boolean(),
  createAgents: z.boolean(),
  offerContracts: z.boolean(),
  seeTransactions: z.boolean(),
});
export type AgentLevel = z.infer<typeof agentLevelSchema>;

/**
 * GET /wps/agent/centre (token): the agent-centre availability check (spec portal.md section 4):
 * an agent gets its level and the entries it may open; anyone else gets the affiliate link
 * resource to open instead.
 */
export const getAgentCentre = endpoint('GET', '/wps/agent/centre', {
  response: envelope(
    z.object({
      available: z.boolean(),
      /** The brand's affiliate resource (for non-agents). */
      affiliateUrl: z.string().nullable(),
      level: agentLevelSchema.nullable(),
      /** The brand's levels below the agent's own, the ones it may open as sub-agents. */
      lowerLevels: z.array(agentLevelSchema),
      /** Entries behind the contract features: off until contracts exist. */
      entries: z.object({
        dividend: z.boolean(),
        salary: z.boolean(),
        hourlySalary: z.boolean(),
        realTimeSalary: z.boolean(),
        transactions: z.boolean(),
        transferDownline: z.boolean(),
      }),
    }),
  ),
});

export const affiliateCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  memberType: z.number().int(),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type AffiliateCode = z.infer<typeof affiliateCodeSchema>;

/** GET /wps/agent/affiliate-codes (token, agents): the agent's codes with their registration counts. */
export const listAffiliateCodes = endpoint('GET', '/wps/agent/affiliate-codes', {
  response: envelope(z.object({ list: z.array(affiliateCodeSchema) })),
});

/** POST /wps/agent/affiliate-codes (token, agents): a new code; the server picks it unless given. */
export const createAffiliateCode = endpoint('POST', '/wps/agent/affiliate-codes', {
  body: z.object({
    label: plainText().trim().min(1).max(40),
    memberType: memberTypeSchema.default(0),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,16}$/, 'validation.invalid')
      .optional(),
  }),
  response: envelope(affiliateCodeSchema),
});

/**
 * POST /wps/agent/downlines (token, agents, encrypted): the account registration centre: the
 * agent opens a member or a sub-agent of a lower level, in its team at once.
 */
export const registerDownline = endpoint('POST', '/wps/agent/downlines', {
  encrypted: true,
  body: z.object({
    username: plainText().trim().min(1).max(64),
    password: text().min(1).max(64),
    memberType: memberTypeSchema.default(0),
  }),
  response: envelope(z.object({ id: z.string(), username: z.string(), memberType: z.number().int() })),
});

/**
 * POST /wps/relay/passwordCheck/MCS2_transferDownline (token, agents, encrypted): the agent's main
 * wallet to a downline's, where the brand allows it, with the payment password.
 */
export const transferDownline = endpoint('POST', '/wps/relay/passwordCheck/MCS2_transferDownline', {
  encrypted: true,
  body: z.object({
    downlineId: z.coerce.number().int().positive(),
    amount: amountInputSchema,
    paymentPassword: text().max(64),
    clientKey: clientKeySchema,
  }),
  response: envelope(
    z.object({
      replayed: z.boolean(),
      amount: moneySchema,
      downline: z.string(),
      reference: z.string(),
      mainBalance: moneySchema,
    }),
  ),
});
