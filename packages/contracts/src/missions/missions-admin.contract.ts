import { z } from 'zod';
import { idParams, merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { GAME_CATEGORIES } from '../games/categories.ts';
import { LANGUAGES } from '../languages.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { plainText } from '../text.ts';
import { MISSION_CADENCES, MISSION_KINDS, MISSION_STATUSES, leaderboardRowSchema } from './missions.contract.ts';

/*
 * The console's missions under /admin/api/missions (promotions.read to look, promotions.write to
 * change): mission definitions, leaderboards with their prizes, standings and paid prizes.
 */
const codeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'validation.invalid');
const titlesSchema = z
  .partialRecord(z.enum(LANGUAGES), plainText().trim().min(1).max(80))
  .refine((t) => Object.keys(t).length > 0, 'validation.required');

export const missionInputSchema = z
  .object({
    code: codeSchema,
    titles: titlesSchema,
    kind: z.enum(MISSION_KINDS),
    cadence: z.enum(MISSION_CADENCES),
    /** wager and deposit: an amount ("500.00"); the other kinds: a whole count. */
    target: z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.invalid'),
    /** multiplier: the least win multiple that counts ("5" or "2.5"). */
    multiplier: z
      .string()
      .trim()
      .regex(/^\d{1,4}(\.\d{1,2})?$/, 'validation.invalid')
      .optional(),
    /** rounds, wager and multiplier: only this game category counts. */
    category: z.enum(GAME_CATEGORIES).optional(),
    reward: amountInputSchema,
    score: z.number().int().min(0).max(1_000_000).default(10),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((m) => m.kind !== 'multiplier' || m.multiplier !== undefined, {
    path: ['multiplier'],
    message: 'validation.required',
  });
export type MissionInput = z.infer<typeof missionInputSchema>;

export const adminMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  titles: z.record(z.string(), z.string()),
  kind: z.enum(MISSION_KINDS),
  cadence: z.enum(MISSION_CADENCES),
  target: z.string(),
  multiplier: z.string().nullable(),
  category: z.string().nullable(),
  reward: moneySchema,
  score: z.number().int(),
  sortOrder: z.number().int(),
  status: z.enum(MISSION_STATUSES),
  /** Claims paid so far and their sum. */
  claims: z.number().int(),
  paid: moneySchema,
});
export type AdminMission = z.infer<typeof adminMissionSchema>;

export const leaderboardInputSchema = z.object({
  code: codeSchema,
  titles: titlesSchema,
  cadence: z.enum(MISSION_CADENCES),
  /** Prize money by place, first place first (at most 20 places). */
  prizes: z.array(amountInputSchema).min(1).max(20),
});
export type LeaderboardInput = z.infer<typeof leaderboardInputSchema>;

export const adminLeaderboardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  titles: z.record(z.string(), z.string()),
  cadence: z.enum(MISSION_CADENCES),
  prizes: z.array(moneySchema),
  status: z.enum(MISSION_STATUSES),
});
export type AdminLeaderboard = z.infer<typeof adminLeaderboardSchema>;

const statusBody = z.object({ status: z.enum(MISSION_STATUSES) });
const list = <T extends z.ZodType>(item: T) => envelope(z.object({ list: z.array(item) }));

export const adminListMissions = endpoint('GET', '/admin/api/missions', {
  query: merchantQuery,
  response: list(adminMissionSchema),
});
export const adminCreateMission = endpoint('POST', '/admin/api/missions', {
  query: merchantQuery,
  body: missionInputSchema,
  response: envelope(adminMissionSchema),
});
export const adminMissionStatus = endpoint('POST', '/admin/api/missions/:id/status', {
  params: idParams,
  query: merchantQuery,
  body: statusBody,
  response: envelope(adminMissionSchema),
});
export const adminListLeaderboards = endpoint('GET', '/admin/api/missions/leaderboards', {
  query: merchantQuery,
  response: list(adminLeaderboardSchema),
});
export const adminCreateLeaderboard = endpoint('POST', '/admin/api/missions/leaderboards', {
  query: merchantQuery,
  body: leaderboardInputSchema,
  response: envelope(adminLeaderboardSchema),
});
export const adminLeaderboardStatus = endpoint('POST', '/admin/api/missions/leaderboards/:id/status', {
  params: idParams,
  query: merchantQuery,
  body: statusBody,
  response: envelope(adminLeaderboardSchema),
});
/** The standings of a period (the current one unless `period` names one), with the prizes paid when settled. */
export const adminLeaderboardStandings = endpoint('GET', '/admin/api/missions/leaderboards/:id/standings', {
  params: idParams,
  query: merchantQuery.extend({
    period: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,20}$/, 'validation.invalid')
      .optional(),
  }),
  response: envelope(
    z.object({
      periodKey: z.string(),
      settled: z.boolean(),
      list: z.array(leaderboardRowSchema.extend({ memberId: z.number().int(), account: z.string() })),
    }),
  ),
});
