import { z } from 'zod';
import { pageNoParam, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { GAME_CATEGORIES } from '../games/categories.ts';
import { moneySchema } from '../money.ts';
import { text } from '../text.ts';
import { clientKeySchema } from '../wallet/transfer.contract.ts';

/*
 * The points mall (issue 29, spec portal.md sections 2, 3, 4 and 7): points earned by rules per
 * brand, their balance with what expires soon, the rewards catalogue, redemption and its
 * history, conversion to money. Points are whole numbers on the wire; money is a decimal string.
 */
export const POINTS_RULE_KINDS = ['valid_bet', 'deposit'] as const;
export type PointsRuleKind = (typeof POINTS_RULE_KINDS)[number];
/** A valid-bet rule names a game category, or ALL for every category without its own rule. */
export const POINTS_RULE_CATEGORIES = ['ALL', ...GAME_CATEGORIES] as const;
export const REWARD_KINDS = ['physical', 'digital'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/** The spec's redeem states (in process, approved, rejected), and shipped for a physical reward on its way. */
export const REDEEM_STATES = ['in_process', 'approved', 'shipped', 'rejected'] as const;
export type RedeemState = (typeof REDEEM_STATES)[number];

export const pointsSchema = z.number().int().min(0);

export const pointsRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_RULE_KINDS),
  /** A game category (valid bets), ALL, or '' (deposits). */
  category: z.string(),
  /** `points` earned per `perAmount` of money (valid bet or deposit), rounded down. */
  points: z.number().int().positive(),
  perAmount: moneySchema,
  /** A deposit below this earns nothing. */
  minAmount: moneySchema,
  enabled: z.boolean(),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;

export const pointsConfigSchema = z.object({
  enabled: z.boolean(),
  /** Points that convert to one whole unit of the brand's currency. */
  ratio: z.number().int().positive(),
  /** The least points one conversion takes. */
  minConvert: z.number().int().positive(),
  /** A conversion takes a multiple of this many points (each step makes whole cents). */
  convertStep: z.number().int().positive(),
  /** Points expire this many days after they were earned, oldest first. */
  expiryDays: z.number().int().positive(),
  currency: z.string(),
  rules: z.array(pointsRuleSchema),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

/** GET /wps/relay/MCS2_getPointConfig: the ratio, minimums and rules shown to the member. */
export const getPointConfig = endpoint('GET', '/wps/relay/MCS2_getPointConfig', {
  response: envelope(pointsConfigSchema),
});

export const expiringLotSchema = z.object({ points: pointsSchema, expiresAt: z.string() });
export const pointBalanceSchema = z.object({
  currentPoints: pointsSchema,
  /** Points that expire within the next 30 days, soonest first (summed per day). */
  expiring: z.array(expiringLotSchema),
  earnedTotal: pointsSchema,
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** GET /wps/relay/MCS2_getPointBalance: current points and what expires soon. */
export const getPointBalance = endpoint('GET', '/wps/relay/MCS2_getPointBalance', {
  response: envelope(pointBalanceSchema),
});

export const rewardSchema = z.object({
  id: z.number().int(),
  /** In the request's language (the brand's default, then English, when it has none). */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  price: pointsSchema,
  stock: z.number().int().min(0),
  /** Redemptions one member may make of it (null: no limit), and how many are left to this member. */
  limitPerMember: z.number().int().positive().nullable(),
  remainingForMember: z.number().int().min(0).nullable(),
  kind: z.enum(REWARD_KINDS),
  vipLevel: z.number().int().min(0),
});
export type Reward = z.infer<typeof rewardSchema>;

/** GET /wps/relay/MCS2_getPointReward: the brand's rewards, filtered. */
export const getPointReward = endpoint('GET', '/wps/relay/MCS2_getPointReward', {
  query: z.object({
    pageNo: pageNoParam,
    pageSize: queryInt(100, 24),
    kind: z.enum(REWARD_KINDS).optional(),
    /** 1: only rewards the member can afford now. */
    affordable: z.enum(['0', '1']).optional(),
    maxPrice: z.coerce.number().int().min(0).optional(),
  }),
  response: envelope(z.object({ list: z.array(rewardSchema), total: z.number().int(), totalPages: z.number().int() })),
});

export const redemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  kind: z.enum(REWARD_KINDS),
  quantity: z.number().int().positive(),
  /** Points taken (price × quantity). */
  points: pointsSchema,
  state: z.enum(REDEEM_STATES),
  recipient: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  trackingRef: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** GET /wps/relay/MCS2_getRedeemPointList: the member's redemptions, newest first. */
export const getRedeemPointList = endpoint('GET', '/wps/relay/MCS2_getRedeemPointList', {
  query: z.object({ pageNo: pageNoParam, pageSize: queryInt(100, 20) }),
  response: envelope(
    z.object({ list: z.array(redemptionSchema), total: z.number().int(), totalPages: z.number().int() }),
  ),
});

/** A delivery phone: digits with an optional leading +, spaces and dashes allowed. */
export const deliveryPhoneSchema = text()
  .trim()
  .regex(/^\+?[\d\s-]{6,20}$/, 'validation.phone');

export const redeemBodySchema = z.object({
  rewardId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(10).default(1),
  paymentPassword: text().max(64),
  clientKey: clientKeySchema,
  /** Physical rewards: where to send it. */
  recipient: text().trim().max(80).optional(),
  address: text().trim().min(5).max(300).optional(),
  phone: deliveryPhoneSchema.optional(),
});
export type RedeemInput = z.infer<typeof redeemBodySchema>;

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward (token, real members, encrypted, payment password). */
export const redeemPointReward = endpoint('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
  encrypted: true,
  body: redeemBodySchema,
  response: envelope(z.object({ replayed: z.boolean(), redemption: redemptionSchema, currentPoints: pointsSchema })),
});

export const convertBodySchema = z.object({
  points: z.number().int().positive().max(1_000_000_000),
  paymentPassword: text().max(64),
  clientKey: clientKeySchema,
});
export type ConvertInput = z.infer<typeof convertBodySchema>;

/** POST /wps/relay/passwordCheck/MCS2_convertPoint (token, real members, encrypted, payment password). */
export const convertPoint = endpoint('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
  encrypted: true,
  body: convertBodySchema,
  response: envelope(
    z.object({
      replayed: z.boolean(),
      /** Points taken, the ratio used, the money credited to the main wallet and its balance after. */
      changedPoints: pointsSchema,
      ratio: z.number().int().positive(),
      amount: moneySchema,
      balance: moneySchema,
      currentPoints: pointsSchema,
    }),
  ),
});
