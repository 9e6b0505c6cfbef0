import { z } from 'zod';
import { idParams, merchantQuery } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { activityContentSchema } from './promotion-rules.ts';

/*
 * The raffle (issue 28; spec portal.md section 7: `MCS2_claimRafflePromotion`, T, POST). A raffle
 * is a promotion of category raffle: members earn numbered tickets from valid bets and deposits
 * while it runs, SHA-256 of a secret seed is published when it opens, and at the draw time the
 * seed is revealed and the winning tickets follow from it (packages/fair raffleWinningTickets).
 * Prizes are claimed before the claim deadline, else they lapse.
 */

export const RAFFLE_PRIZE_KINDS = ['cash', 'points', 'bonus'] as const;
export const RAFFLE_PRIZE_STATES = ['claimable', 'claimed', 'expired'] as const;
export type RafflePrizeState = (typeof RAFFLE_PRIZE_STATES)[number];

/** A prize line: `count` prizes of the same kind (the first line is the first prize). */
export const rafflePrizeInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cash'), count: z.number().int().min(1).max(100), amount: amountInputSchema }),
  z.object({
    kind: z.literal('points'),
    count: z.number().int().min(1).max(100),
    points: z.number().int().min(1).max(100_000_000),
  }),
  /** Bonus money wagered `multiple` times before it becomes cash (the brand caps the multiple). */
  z.object({
    kind: z.literal('bonus'),
    count: z.number().int().min(1).max(100),
    amount: amountInputSchema,
    multiple: z.number().int().min(1).max(100),
    expiryDays: z.number().int().min(1).max(365).default(30),
  }),
]);
export type RafflePrizeInput = z.infer<typeof rafflePrizeInputSchema>;

/** How tickets are earned: one per `perTurnover` of valid bet and/or one per `perDeposit` deposited. */
export const raffleTicketRuleSchema = z
  .object({
    perTurnover: amountInputSchema.nullable().default(null),
    perDeposit: amountInputSchema.nullable().default(null),
    /** At most this many tickets per member; null: no cap. */
    maxPerMember: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .refine((r) => r.perTurnover !== null || r.perDeposit !== null, {
    path: ['perTurnover'],
    message: 'validation.required',
  });
export type RaffleTicketRule = z.infer<typeof raffleTicketRuleSchema>;

export const raffleInputSchema = z.object({
  content: activityContentSchema.refine((c) => Object.keys(c).length > 0, 'validation.required'),
  /** Tickets are earned from startsAt until endsAt; the draw is at drawAt (not before endsAt). */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  drawAt: z.iso.datetime(),
  /** Prizes not claimed by then lapse. */
  claimUntil: z.iso.datetime(),
  tickets: raffleTicketRuleSchema,
  prizes: z.array(rafflePrizeInputSchema).min(1).max(20),
});
export type RaffleInput = z.infer<typeof raffleInputSchema>;

export const rafflePrizeViewSchema = z.object({
  id: z.number().int(),
  raffleId: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  rank: z.number().int(),
  ticket: z.number().int(),
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  amount: moneySchema.nullable(),
  points: z.number().int().nullable(),
  multiple: z.number().int(),
  state: z.enum(RAFFLE_PRIZE_STATES),
  claimUntil: z.string(),
  claimedAt: z.string().nullable(),
});
export type RafflePrizeView = z.infer<typeof rafflePrizeViewSchema>;

const prizeLineSchema = z.object({
  rank: z.number().int(),
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  amount: moneySchema.nullable(),
  points: z.number().int().nullable(),
  multiple: z.number().int(),
});

export const raffleDetailSchema = z.object({
  raffleId: z.number().int(),
  activityId: z.number().int(),
  status: z.enum(['open', 'drawn']),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  claimUntil: z.string(),
  /** SHA-256 of the seed, published from the start. */
  hash: z.string(),
  /** The seed, once drawn (null before). */
  seed: z.string().nullable(),
  ticketsIssued: z.number().int(),
  rule: z.object({
    perTurnover: moneySchema.nullable(),
    perDeposit: moneySchema.nullable(),
    maxPerMember: z.number().int().nullable(),
  }),
  /** One line per prize, first prize first. */
  prizes: z.array(prizeLineSchema),
  /** The winning tickets, once drawn, with the winner's masked account. */
  winners: z.array(z.object({ rank: z.number().int(), ticket: z.number().int(), member: z.string() })),
  /** The member's tickets (null for visitors). */
  mine: z
    .object({
      count: z.number().int(),
      /** Their numbers, the first 200. */
      numbers: z.array(z.number().int()),
      prizes: z.array(rafflePrizeViewSchema),
    })
    .nullable(),
});
export type RaffleDetail = z.infer<typeof raffleDetailSchema>;

/** GET /wps/relay/MCSFE_getRaffleDetail?id=: the raffle of a promotion (its activity id). */
export const getRaffleDetail = endpoint('GET', '/wps/relay/MCSFE_getRaffleDetail', {
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: envelope(raffleDetailSchema),
});

/** POST /wps/relay/MCS2_claimRafflePromotion: claim one of my raffle prizes (paid once). */
export const claimRafflePromotion = endpoint('POST', '/wps/relay/MCS2_claimRafflePromotion', {
  body: z.object({ prizeId: z.number().int().positive() }),
  response: envelope(rafflePrizeViewSchema),
});

/* The console's raffles (promotions.read to look, promotions.write to create). */

export const adminRaffleSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  status: z.enum(['open', 'drawn']),
  activityStatus: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  claimUntil: z.string(),
  hash: z.string(),
  seed: z.string().nullable(),
  ticketsIssued: z.number().int(),
  tickets: raffleTicketRuleSchema,
  prizes: z.array(rafflePrizeInputSchema),
  drawnAt: z.string().nullable(),
});
export type AdminRaffle = z.infer<typeof adminRaffleSchema>;

export const adminRaffleDetailSchema = adminRaffleSchema.extend({
  /** Tickets per member, most first. */
  holders: z.array(z.object({ member: z.string(), tickets: z.number().int(), first: z.number().int() })),
  prizes: z.array(rafflePrizeInputSchema),
  winners: z.array(
    z.object({
      rank: z.number().int(),
      ticket: z.number().int(),
      member: z.string(),
      state: z.enum(RAFFLE_PRIZE_STATES),
      amount: moneySchema.nullable(),
      points: z.number().int().nullable(),
    }),
  ),
});
export type AdminRaffleDetail = z.infer<typeof adminRaffleDetailSchema>;

/** GET /admin/api/raffles: the brand's raffles. */
export const adminListRaffles = endpoint('GET', '/admin/api/raffles', {
  query: merchantQuery,
  response: envelope(z.object({ list: z.array(adminRaffleSchema) })),
});

/** POST /admin/api/raffles: create and schedule a raffle (its seed is committed now). */
export const adminCreateRaffle = endpoint('POST', '/admin/api/raffles', {
  query: merchantQuery,
  body: raffleInputSchema,
  response: envelope(adminRaffleSchema),
});

/** GET /admin/api/raffles/:id: tickets by member and the draw's result with its seed and hash. */
export const adminRaffleDetail = endpoint('GET', '/admin/api/raffles/:id', {
  params: idParams,
  query: merchantQuery,
  response: envelope(adminRaffleDetailSchema),
});
