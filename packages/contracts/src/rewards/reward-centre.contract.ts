import { z } from 'zod';
import { pageNoParam, pageOf, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

/*
 * The member centre's reward centre (page key rewardCenter, spec portal.md section 2): every reward
 * owed or given to the member, gathered from each module that pays one (promotions and their
 * bonuses, missions, rebates, referrals, the points mall, VIP levels). The spec names the page but
 * no call: it sits under /wps/relay beside MCS2_claimRafflePromotion and MCS2_getPointBalance.
 *
 * A module plugs in with a source name here (and the web's words for it): a raffle adds 'raffle'.
 */
export const REWARD_SOURCES = ['promotion', 'mission', 'rebate', 'referral', 'points', 'vip', 'raffle'] as const;
export type RewardSourceName = (typeof REWARD_SOURCES)[number];

/**
 * claimable: the member may take it now; in_progress: being earned (wagering, a mission, a rebate
 * period, points about to expire, the next VIP level); in_review: waiting for an operator; then the
 * history: issued (paid on its own), claimed (taken by the member), rejected, expired (not taken in
 * time, or a bonus not wagered in time), forfeited (a bonus given up by a withdrawal).
 */
export const REWARD_ITEM_STATUSES = [
  'claimable',
  'in_progress',
  'in_review',
  'issued',
  'claimed',
  'rejected',
  'expired',
  'forfeited',
] as const;
export type RewardItemStatus = (typeof REWARD_ITEM_STATUSES)[number];

/** What the reward is, within its source (the page names it in the member's language). */
export const REWARD_ITEM_KINDS = [
  'reward',
  'bonus',
  'mission',
  'prize',
  'rebate',
  'registered',
  'deposit',
  'turnover',
  'redemption',
  'expiring',
  'level_up',
  'birthday',
] as const;
export type RewardItemKind = (typeof REWARD_ITEM_KINDS)[number];

/**
 * The claim call a claimable reward takes (each module's own call; the centre moves no money):
 * promotion → MCS2_claimPromotion { id }, mission → MCSFE_claimMission { missionId },
 * rebate → MCS2_claimManualRebate { category }, raffle → MCS2_claimRafflePromotion { prizeId }.
 */
export const rewardClaimCallSchema = z.discriminatedUnion('call', [
  z.object({ call: z.literal('promotion'), id: z.number().int() }),
  z.object({ call: z.literal('mission'), missionId: z.number().int() }),
  z.object({ call: z.literal('rebate'), category: z.string() }),
  z.object({ call: z.literal('raffle'), prizeId: z.number().int() }),
]);
export type RewardClaimCall = z.infer<typeof rewardClaimCallSchema>;

export const rewardItemSchema = z.object({
  /** Unique in the answer: source, kind and the source's own id. */
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  kind: z.enum(REWARD_ITEM_KINDS),
  /** The activity's, mission's or reward's own title, a game category, a level's name, a friend (masked). */
  title: z.string(),
  status: z.enum(REWARD_ITEM_STATUSES),
  /** Money (null for a points-only reward) and points (null for money). */
  amount: moneySchema.nullable(),
  points: z.number().int().nullable(),
  /** Progress towards it: money as decimal strings, counts as whole numbers. */
  progress: z.object({ done: z.string(), target: z.string(), percent: z.number().int().min(0).max(100) }).nullable(),
  /** When the current state ends: the last moment to claim, a bonus's expiry, a period's close. */
  endsAt: z.string().nullable(),
  /** When it happened: paid, claimed, rejected or ended (created, for what is current). */
  at: z.string(),
  /** A short detail: an operator's note, a period, a leaderboard place. */
  note: z.string().nullable(),
  claim: rewardClaimCallSchema.nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardCentreSchema = pageOf(rewardItemSchema).extend({
  claimable: z.array(rewardItemSchema),
  /** The money of what is claimable now. */
  claimableTotal: moneySchema,
  inProgress: z.array(rewardItemSchema),
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

/**
 * GET /wps/relay/MCS2_getRewardCenter (token, real members): what is claimable and in progress now,
 * and a page of the history (`list`, newest first), optionally of one source.
 */
export const getRewardCenter = endpoint('GET', '/wps/relay/MCS2_getRewardCenter', {
  query: z.object({
    pageNo: pageNoParam,
    pageSize: queryInt(50, 10),
    source: z.enum(REWARD_SOURCES).optional(),
  }),
  response: envelope(rewardCentreSchema),
});
