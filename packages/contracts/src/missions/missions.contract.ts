import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/*
 * Missions (issue 28, spec portal.md sections 2 and 7): daily and weekly tasks whose progress the
 * play record, deposits and sign-ins make, a reward claimed once per period, and a leaderboard of
 * mission scores over a period with prizes for the top places (ties go to whoever got there first).
 */
export const MISSION_KINDS = ['rounds', 'wager', 'multiplier', 'deposit', 'login_days'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_CADENCES = ['daily', 'weekly'] as const;
export type MissionCadence = (typeof MISSION_CADENCES)[number];
export const MISSION_STATUSES = ['active', 'paused'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
/** in_progress: target not reached; claimable: reached, reward waiting; claimed: paid this period. */
export const MISSION_STATES = ['in_progress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const missionViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language (English, then any, when it has none). */
  title: z.string(),
  kind: z.enum(MISSION_KINDS),
  cadence: z.enum(MISSION_CADENCES),
  /** Money kinds (wager, deposit) as decimal strings; counts (rounds, multiplier wins, days) as whole numbers. */
  target: z.string(),
  progress: z.string(),
  /** Whole percent, 0–100. */
  percent: z.number().int().min(0).max(100),
  /** multiplier: the least win multiple that counts (e.g. "5.00"); null for other kinds. */
  multiplier: z.string().nullable(),
  /** A game category the mission counts (null: every category). */
  category: z.string().nullable(),
  reward: moneySchema,
  /** Leaderboard score a completion adds. */
  score: z.number().int().min(0),
  state: z.enum(MISSION_STATES),
  periodKey: z.string(),
  /** When this period ends and the mission starts again (ISO UTC). */
  resetsAt: z.string(),
});
export type MissionView = z.infer<typeof missionViewSchema>;

export const missionSummarySchema = z.object({
  /** The member centre's badge: missions completed and not yet claimed. */
  claimable: z.number().int().min(0),
  completed: z.number().int().min(0),
  total: z.number().int().min(0),
  serverTime: z.string(),
  missions: z.array(missionViewSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (token): this period's missions, progress and the badge count. */
export const getMissionSummaryDetails = endpoint('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', {
  response: envelope(missionSummarySchema),
});

/** POST /wps/relay/MCSFE_claimMission (path not shown in the spec; token, real members): this period's reward, once. */
export const claimMission = endpoint('POST', '/wps/relay/MCSFE_claimMission', {
  body: z.object({ missionId: z.number().int().positive() }),
  response: envelope(z.object({ missionId: z.number().int(), periodKey: z.string(), reward: moneySchema })),
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  /** Masked (first and last character) unless it is the member asking. */
  nickname: z.string(),
  score: z.number().int().min(0),
  /** When the score was reached: the earlier of two equal scores ranks first. */
  reachedAt: z.string(),
  prize: moneySchema.nullable(),
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const missionLeaderboardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  cadence: z.enum(MISSION_CADENCES),
  periodKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Prize money by place: prizes[0] for first. */
  prizes: z.array(moneySchema),
  /** Whether the period's prizes were paid (a finished period). */
  settled: z.boolean(),
  list: z.array(leaderboardRowSchema),
  /** The member's own row, also when outside the list shown. */
  mine: leaderboardRowSchema.nullable(),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

/** GET /wps/relay/MCSFE_getMissionLeaderboard (token): the ranking of the current (or previous) period. */
export const getMissionLeaderboard = endpoint('GET', '/wps/relay/MCSFE_getMissionLeaderboard', {
  query: z.object({
    cadence: z.enum(MISSION_CADENCES).optional(),
    period: z.enum(['current', 'previous']).default('current'),
  }),
  response: envelope(missionLeaderboardSchema.nullable()),
});
