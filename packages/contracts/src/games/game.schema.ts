import { z } from 'zod';
import { queryInt } from '../common.ts';
import { text } from '../text.ts';
import { moneySchema } from '../money.ts';
import { GAME_CATEGORIES, IS_GAME, WALLET_MODES } from './categories.ts';

export const gameCategorySchema = z.enum(GAME_CATEGORIES);
/** A vendor code (vassalage in the spec's words). */
export const vassalageSchema = z.string().regex(/^[A-Z0-9_]{1,24}$/, 'validation.invalid');

/** One game as every list answers it (spec portal.md section 3, "Game"). */
export const gameSchema = z.object({
  nodeId: z.number().int(),
  /** Vendor code. */
  vassalage: z.string(),
  /** The category (RNG, LIVE, …). */
  gameType: gameCategorySchema,
  gameCode: z.string(),
  /** The vendor's own code for the game (what its launch call names). */
  code: z.string(),
  /** In the Language header's language, falling back to English. */
  gameName: z.string(),
  /** Thumbnail address (same origin; a CDN from the permission response may be put in front). */
  imageUrl: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  minBet: moneySchema,
  minLineNum: z.number().int(),
  gameClassify: z.array(z.string()),
  defaultPlayType: z.string(),
  accountTypeName: z.string(),
  isGame: z.enum([IS_GAME.game, IS_GAME.vassalage]),
  /** Playable with demo credit (trial accounts). */
  demo: z.boolean(),
  /** Only when the request carried a member token; false for visitors. */
  isFavorite: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  gameType: gameCategorySchema,
  isHot: z.boolean(),
  walletMode: z.enum(WALLET_MODES),
  gameCount: z.number().int(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** Shared paging fields (pageNo from 1). */
export const pageQuery = {
  pageNo: queryInt(100_000, 1),
};
export const pageAnswer = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
};

/** Query flags the spec's client sends everywhere; accepted and ignored where they change nothing. */
export const clientQuery = {
  clientType: z.coerce.number().int().optional(),
  platform: text().max(64).optional(),
  channel: text().max(64).optional(),
  merchant: text().max(64).optional(),
  merchantCode: text().max(64).optional(),
  language: text().max(16).optional(),
};
