import { z } from 'zod';
import { merchantQuery, pageNoParam, pageOf } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';
import { plainText, text } from '../text.ts';
import { AGENT_LEVEL_CODES } from '../agents/agent-levels.ts';
import { PROFIT_LOSS_RANGES } from '../play-record/profit-loss.contract.ts';

/*
 * The console's agent pages: agents of a brand, one agent's place in the tree with its team
 * totals from the roll-ups, its direct downlines a level at a time, and the operator's moves:
 * a member (with its whole team) under another upline, and a member's type (promote to an
 * agent level, change the level, or back to a member with 0).
 */

const memberIdParams = z.object({ id: z.coerce.number().int().positive() });

export const adminAgentRowSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  username: z.string(),
  /** isAgent: 0 member, or an agent level (1, 2, 41, 42). */
  type: z.number().int(),
  upline: z.string().nullable(),
  /** Everyone below, at any depth. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminAgentRow = z.infer<typeof adminAgentRowSchema>;

/** The brand's agent levels with their names in the asking language (for filters and level pickers). */
const levelsSchema = z.array(z.object({ code: z.number().int(), name: z.string() }));

/** GET /admin/api/agents: the brand's agents, by username, optionally of one level, most team first. */
export const adminListAgents = endpoint('GET', '/admin/api/agents', {
  query: z.object({
    ...merchantQuery.shape,
    q: text().trim().max(64).default(''),
    level: z.coerce
      .number()
      .int()
      .refine((v) => (AGENT_LEVEL_CODES as readonly number[]).includes(v), 'validation.invalid')
      .optional(),
    pageNo: pageNoParam,
  }),
  response: envelope(pageOf(adminAgentRowSchema).extend({ levels: levelsSchema })),
});

const teamTotalsSchema = z.object({
  fromDay: z.iso.date(),
  toDay: z.iso.date(),
  members: z.number().int(),
  newRegistrations: z.number().int(),
  firstDepositors: z.number().int(),
  activeMembers: z.number().int(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  bonuses: moneySchema,
  stake: moneySchema,
  validBet: moneySchema,
  winLoss: moneySchema,
  teamBalance: moneySchema,
});

/** GET /admin/api/agents/:id: a member's place in the tree (uplines to the top) and its team over a period. */
export const adminAgent = endpoint('GET', '/admin/api/agents/:id', {
  params: memberIdParams,
  query: z.object({ range: z.enum(PROFIT_LOSS_RANGES).default('thisMonth') }),
  response: envelope(
    z.object({
      agent: adminAgentRowSchema.extend({ currency: z.string() }),
      /** From the direct upline to the top of the tree. */
      uplines: z.array(z.object({ id: z.string(), username: z.string(), type: z.number().int() })),
      /** The team's totals from the roll-ups; null for a member without a team. */
      team: teamTotalsSchema.nullable(),
      levels: levelsSchema,
    }),
  ),
});

/** GET /admin/api/agents/:id/downlines: one level of the tree below a member, a page at a time. */
export const adminAgentDownlines = endpoint('GET', '/admin/api/agents/:id/downlines', {
  params: memberIdParams,
  query: z.object({ q: text().trim().max(64).default(''), pageNo: pageNoParam }),
  response: envelope(pageOf(adminAgentRowSchema)),
});

const reasonSchema = plainText().trim().min(1).max(200);

/** POST /admin/api/agents/:id/move: the member and its whole team under another agent (null: to the top). */
export const adminMoveMember = endpoint('POST', '/admin/api/agents/:id/move', {
  params: memberIdParams,
  body: z.object({ upline: text().trim().min(1).max(64).nullable(), reason: reasonSchema }),
  response: envelope(z.object({ member: z.string(), upline: z.string().nullable(), teamSize: z.number().int() })),
});

/** PUT /admin/api/agents/:id/level: promote a member to an agent level, change it, or 0 for a member again. */
export const adminSetAgentLevel = endpoint('PUT', '/admin/api/agents/:id/level', {
  params: memberIdParams,
  body: z.object({
    level: z
      .number()
      .int()
      .refine((v) => v === 0 || (AGENT_LEVEL_CODES as readonly number[]).includes(v), 'validation.invalid'),
  }),
  response: envelope(z.object({ member: z.string(), type: z.number().int() })),
});
