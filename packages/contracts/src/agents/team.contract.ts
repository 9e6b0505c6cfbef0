import { z } from 'zod';
import { pageNoParam, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';
import { plainText } from '../text.ts';
import { PROFIT_LOSS_RANGES } from '../play-record/profit-loss.contract.ts';

export const TEAM_SCOPES = ['team', 'direct'] as const;

/**
 * Every team query's period and subject: a named range of the brand's business days (or a
 * custom one), and optionally one downline. `scope` team: the whole team below (the downline and
 * everyone under it); direct: only the first level below (the downline and its direct downlines).
 */
export const teamQuery = {
  range: z.enum(PROFIT_LOSS_RANGES).default('thisMonth'),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  downlineId: z.coerce.number().int().positive().optional(),
  scope: z.enum(TEAM_SCOPES).default('team'),
};
const order = z.enum(['asc', 'desc']).default('desc');
const memberSearch = plainText().trim().max(64).optional();
const paging = { pageNo: pageNoParam, pageSize: queryInt(100, 20) };
const period = { fromDay: z.iso.date(), toDay: z.iso.date(), timeZone: z.string() };
const pageFields = { total: z.number().int(), totalPages: z.number().int() };

export const playFiguresSchema = z.object({
  bets: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  /** payout − stake: positive when the players won. */
  winLoss: moneySchema,
});

/** GET /wps/agent/team/overview (token, agents). */
export const getTeamOverview = endpoint('GET', '/wps/agent/team/overview', {
  query: z.object(teamQuery),
  response: envelope(
    z.object({
      ...period,
      members: z.number().int(),
      agents: z.array(z.object({ code: z.number().int(), name: z.string(), count: z.number().int() })),
      newRegistrations: z.number().int(),
      firstDepositors: z.number().int(),
      /** Members whose stake or deposits in the period reached the brand's thresholds. */
      activeMembers: z.number().int(),
      activeRule: z.object({ minStake: moneySchema, minDeposits: moneySchema }),
      deposits: moneySchema,
      withdrawals: moneySchema,
      bonuses: moneySchema,
      stake: moneySchema,
      validBet: moneySchema,
      winLoss: moneySchema,
      teamBalance: moneySchema,
      /** Registrations and stake per business day of the period, oldest first. */
      days: z.array(z.object({ day: z.iso.date(), registrations: z.number().int(), stake: moneySchema })),
    }),
  ),
});

export const downlineRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** 1 = a direct downline of the asking agent. */
  depth: z.number().int(),
  upline: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balance: moneySchema,
  teamSize: z.number().int(),
  /** active: reached the brand's activity thresholds in the period. */
  status: z.enum(['active', 'inactive']),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

/** GET /wps/agent/downlines (token, agents): downline management, searchable, sortable. */
export const listDownlines = endpoint('GET', '/wps/agent/downlines', {
  query: z.object({
    ...teamQuery,
    ...paging,
    search: memberSearch,
    type: z.coerce.number().int().optional(),
    sort: z.enum(['registeredAt', 'lastLoginAt', 'balance', 'username']).default('registeredAt'),
    order,
  }),
  response: envelope(z.object({ ...period, list: z.array(downlineRowSchema), ...pageFields })),
});

/** GET /wps/agent/downlines/:id (token, agents): one downline's summary over the period. */
export const getDownline = endpoint('GET', '/wps/agent/downlines/:id', {
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ range: teamQuery.range, startDate: teamQuery.startDate, endDate: teamQuery.endDate }),
  response: envelope(
    z.object({
      ...period,
      member: downlineRowSchema,
      own: playFiguresSchema.extend({ deposits: moneySchema, withdrawals: moneySchema, bonuses: moneySchema }),
      team: playFiguresSchema.extend({ deposits: moneySchema, withdrawals: moneySchema, bonuses: moneySchema }),
    }),
  ),
});

export const TEAM_BETTING_GROUPS = ['member', 'category', 'vendor'] as const;
/** GET /wps/agent/team/betting (token, agents): the team's settled play by member, category or vendor. */
export const getTeamBetting = endpoint('GET', '/wps/agent/team/betting', {
  query: z.object({
    ...teamQuery,
    ...paging,
    groupBy: z.enum(TEAM_BETTING_GROUPS).default('member'),
    /** By member only: the members whose username contains this (the totals are theirs then). */
    search: memberSearch,
    sort: z.enum(['stake', 'validBet', 'winLoss', 'bets']).default('stake'),
    order,
  }),
  response: envelope(
    z.object({
      ...period,
      list: z.array(playFiguresSchema.extend({ key: z.string(), label: z.string() })),
      totals: playFiguresSchema,
      ...pageFields,
    }),
  ),
});

const profitLossRow = playFiguresSchema.extend({
  deposits: moneySchema,
  withdrawals: moneySchema,
  bonuses: moneySchema,
  /** What the member came out with: win/loss plus bonuses. */
  profitLoss: moneySchema,
});
/** GET /wps/agent/team/profit-loss (token, agents): user profit and loss per downline, with the team total. */
export const getTeamProfitLoss = endpoint('GET', '/wps/agent/team/profit-loss', {
  query: z.object({
    ...teamQuery,
    ...paging,
    /** The members whose username contains this (the totals are theirs then). */
    search: memberSearch,
    sort: z.enum(['profitLoss', 'stake', 'validBet', 'deposits']).default('profitLoss'),
    order,
  }),
  response: envelope(
    z.object({
      ...period,
      list: z.array(profitLossRow.extend({ id: z.string(), username: z.string(), type: z.number().int() })),
      totals: profitLossRow,
      ...pageFields,
    }),
  ),
});

/**
 * GET /wps/agent/income (token, agents): what the agent earned in the period, from its ledger:
 * contract pay (salary, dividend, commission) once contracts exist, and money its downlines sent it.
 */
export const getAgentIncome = endpoint('GET', '/wps/agent/income', {
  query: z.object({ range: teamQuery.range, startDate: teamQuery.startDate, endDate: teamQuery.endDate }),
  response: envelope(
    z.object({
      ...period,
      total: moneySchema,
      kinds: z.array(z.object({ kind: z.string(), amount: moneySchema, count: z.number().int() })),
      days: z.array(z.object({ day: z.iso.date(), amount: moneySchema })),
    }),
  ),
});

export const TEAM_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus'] as const;
/**
 * GET /wps/relay/ODSFE2_TeamTransDet (token, agents whose level sees them): downline transaction
 * details (deposits, withdrawals, transfers between members, bonuses), newest first. The spec's
 * ODSFE2_MemTransDet is the member's own account record; this is its team counterpart.
 */
export const getTeamTransactions = endpoint('GET', '/wps/relay/ODSFE2_TeamTransDet', {
  query: z.object({
    ...teamQuery,
    ...paging,
    type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
    username: plainText().trim().max(64).optional(),
    /** Keyset paging: the last id of the page before; the page is the next one below it (pageNo is then not read). */
    beforeId: z.coerce.number().int().positive().optional(),
  }),
  response: envelope(
    z.object({
      ...period,
      list: z.array(
        z.object({
          id: z.string(),
          time: z.string(),
          username: z.string(),
          kind: z.string(),
          amount: moneySchema,
        }),
      ),
      ...pageFields,
    }),
  ),
});
