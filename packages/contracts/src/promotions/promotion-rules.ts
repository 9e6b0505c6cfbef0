import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { amountInputSchema } from '../money.ts';
import { text } from '../text.ts';

/*
 * What an activity is made of (issue 28): a category, an audience, a trigger, a reward and its
 * wagering requirement. The engine reads these shapes from the activity row; later kinds (rebates,
 * missions, referrals) add a trigger or reward variant here, not a new engine.
 */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit',
  'rebate',
  'mission',
  'raffle',
  'referral',
  'VIP',
  'other',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The spec's activity states, as the member sees an activity (portal.md section 4). */
export const PROMOTION_STATES = [
  'coming_soon',
  'join',
  'joined',
  'applying',
  'process',
  'claim',
  'issued',
  'claimed',
  'rejected',
  'closed',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Bet categories of the play record and what share (percent) of their valid bet counts towards wagering. */
export const DEFAULT_CONTRIBUTIONS: Record<string, number> = {
  RNG: 100,
  FISH: 100,
  INHOUSE: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LIVE: 10,
  LOTT: 10,
  ELOTT: 10,
};

export const audienceSchema = z.object({
  /** Only members who registered at most this many days before (new members). */
  newMemberDays: z.number().int().min(1).max(365).nullable().default(null),
  /** VIP levels (the club label's rank level) that may take part; empty: any. */
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100).default([]),
  /** Member label names that may take part; empty: any. */
  labels: z.array(text().trim().min(1).max(40)).max(50).default([]),
  /** Agents whose whole team (at any depth) may take part; empty: any. */
  agentIds: z.array(z.number().int().positive()).max(100).default([]),
});
export type PromotionAudience = z.infer<typeof audienceSchema>;

/** The periods a turnover trigger counts over ('window': from the activity's start to its end). */
export const TURNOVER_PERIODS = ['day', 'week', 'month', 'window'] as const;
/** The closed periods a loss trigger judges. */
export const LOSS_PERIODS = ['day', 'week', 'month'] as const;
export type TriggerPeriod = (typeof TURNOVER_PERIODS)[number];

export const triggerSchema = z.discriminatedUnion('kind', [
  /** Members who registered while the activity runs (or, with newMemberDays, recently). */
  z.object({ kind: z.literal('registration') }),
  /** A credited deposit: the member's first, its nth, or any; at least minAmount. */
  z.object({
    kind: z.literal('deposit'),
    which: z.enum(['first', 'nth', 'any']),
    nth: z.number().int().min(2).max(100).nullable().default(null),
    minAmount: amountInputSchema.default('0'),
  }),
  /** The member applies (comment, images); an operator reviews. */
  z.object({ kind: z.literal('application') }),
  /** The member types a code. */
  z.object({ kind: z.literal('code'), code: text().trim().min(3).max(32) }),
  /** A raffle: tickets come from play and deposits by the raffle's own rules (raffle.contract.ts). */
  z.object({ kind: z.literal('raffle') }),
  /**
   * Turnover reached: the member's valid bet (the play record's stored figure) within one period —
   * a business day, week or month of the brand's zone, or the activity's whole window — reaches
   * `amount`. Once per period per member.
   */
  z.object({
    kind: z.literal('turnover'),
    period: z.enum(TURNOVER_PERIODS),
    amount: amountInputSchema,
  }),
  /**
   * A loss in a period: the member's net loss (stake − payout of settled bets) over a closed
   * business day, week or month is at least `minLoss`; judged once the period has closed.
   */
  z.object({
    kind: z.literal('loss'),
    period: z.enum(LOSS_PERIODS),
    minLoss: amountInputSchema,
  }),
]);
export type PromotionTrigger = z.infer<typeof triggerSchema>;

export const promotionRewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: amountInputSchema }),
  /** A percentage (of the deposit, or of the loss) in basis points, never more than cap. */
  z.object({ kind: z.literal('percent'), percentBp: z.number().int().min(1).max(100_000), cap: amountInputSchema }),
  /** Points of the points mall (issue 29), credited to the member's points; never wagered. */
  z.object({ kind: z.literal('points'), points: z.number().int().min(1).max(100_000_000) }),
  /** Tickets into an open raffle (its id in the raffles module), issued by the raffle; never wagered. */
  z.object({
    kind: z.literal('raffle_tickets'),
    raffleId: z.number().int().positive(),
    tickets: z.number().int().min(1).max(1000),
  }),
]);
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

export const wageringSchema = z.object({
  /** Turnover required = multiple × base; 0 pays the reward as cash. The brand caps it (default 10). */
  multiple: z.number().int().min(0).max(100),
  base: z.enum(['bonus', 'bonus_deposit']).default('bonus'),
  /** Percent of each category's valid bet that counts; a category left out counts its default. */
  contributions: z.record(z.string().regex(/^[A-Z_]{2,16}$/), z.number().int().min(0).max(100)).default({}),
  /** A bet above this while wagering counts nothing; null: no maximum. */
  maxBet: amountInputSchema.nullable().default(null),
  /** Days to complete the wagering, from the claim. */
  expiryDays: z.number().int().min(1).max(365).default(30),
  /** The most a completed bonus turns into cash; null: all of it. */
  maxConversion: amountInputSchema.nullable().default(null),
});
export type PromotionWagering = z.infer<typeof wageringSchema>;

/** Title, summary and rules per language; the brand's default language stands in for a missing one. */
export const activityTextSchema = z.object({
  title: text().trim().min(1).max(80),
  summary: text().trim().max(200).default(''),
  rules: text().trim().max(4000).default(''),
});
export const activityContentSchema = z.partialRecord(z.enum(LANGUAGES), activityTextSchema);

export const activityDefinitionSchema = z.object({
  category: z.enum(PROMOTION_CATEGORIES),
  content: activityContentSchema.refine((c) => Object.keys(c).length > 0, 'validation.required'),
  /** Languages whose players see it; empty: every language. */
  languages: z.array(z.enum(LANGUAGES)).default([]),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable().default(null),
  audience: audienceSchema.default({ newMemberDays: null, vipLevels: [], labels: [], agentIds: [] }),
  trigger: triggerSchema,
  reward: promotionRewardSchema,
  wagering: wageringSchema,
  /** Deposit triggers: the member opts in (join) before the deposit counts. */
  requiresJoin: z.boolean().default(false),
  /** Pay the reward as soon as it is earned (issued) instead of waiting for the member's claim. */
  autoClaim: z.boolean().default(false),
  /** How often a member may take it: once, once a day, once a week, or for each qualifying deposit. */
  repeat: z.enum(['once', 'daily', 'weekly', 'each']).default('once'),
  sortOrder: z.number().int().min(0).max(9999).default(0),
});
export type ActivityDefinition = z.infer<typeof activityDefinitionSchema>;
