import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';

/**
 * In-house games (vendor BGS): the provably fair state a member plays under, per game family.
 * The server seed stays secret until rotated; its SHA-256 is shown before any bet.
 */
export const BGS_GAME_FAMILIES = ['dice', 'limbo', 'mines', 'plinko', 'slot'] as const;
export type BgsGameFamily = (typeof BGS_GAME_FAMILIES)[number];

export const bgsGameFamilySchema = z.enum(BGS_GAME_FAMILIES);
/** Letters, digits, "-" and "_", so the HMAC message is the same bytes in every tool. */
export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);

export const fairnessStateSchema = z.object({
  game: bgsGameFamilySchema,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const revealedSeedSchema = z.object({
  game: bgsGameFamilySchema,
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets played under this seed pair: nonces 0 … nonce − 1. */
  nonce: z.number().int(),
  revealedAt: z.string(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** The last fields of a line in the player's own bet history: where to check it, and when it was placed. */
export const verifiableBetFields = {
  /** The verifier's address with every field filled (null while the seed is secret). */
  verifyUrl: z.string().nullable(),
  placedAt: z.string(),
};

/** GET /bgs/fairness?game (token; trial accounts too): the commitment, client seed and next nonce. */
export const getFairness = endpoint('GET', '/bgs/fairness', {
  query: z.object({ game: bgsGameFamilySchema }),
  response: envelope(fairnessStateSchema.extend({ previous: revealedSeedSchema.nullable() })),
});

/** PUT /bgs/fairness/client-seed (token): the player's own client seed; the nonce carries on. */
export const setClientSeed = endpoint('PUT', '/bgs/fairness/client-seed', {
  body: z.object({ game: bgsGameFamilySchema, clientSeed: clientSeedSchema }),
  response: envelope(fairnessStateSchema),
});

/** POST /bgs/fairness/rotate (token): reveals the current server seed and starts a new one at nonce 0. */
export const rotateSeed = endpoint('POST', '/bgs/fairness/rotate', {
  body: z.object({ game: bgsGameFamilySchema, clientSeed: clientSeedSchema.optional() }),
  response: envelope(z.object({ revealed: revealedSeedSchema, next: fairnessStateSchema })),
});
