/*
 * Game categories and catalogue constants, kept free of zod so the web's first load (side menu,
 * home lanes) can import them without pulling the schema library.
 */

/** Side-menu order (spec portal.md section 2): In-House first, then one item per category with vendors. */
export const GAME_CATEGORIES = ['INHOUSE', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Page path of each category. LOTT has none: choosing it launches its vendor (TCG_SEA) directly. */
export const CATEGORY_PAGE: Record<GameCategory, string | null> = {
  INHOUSE: '/inhouse',
  ELOTT: '/elott',
  LOTT: null,
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** Lottery categories show no vendor sub-list in the side menu. */
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['ELOTT', 'LOTT'];

/** Vendor codes the spec names: in-house games, the SEA lottery, and the esports providers. */
export const INHOUSE_VENDOR = 'BGS';
export const LOTTERY_VENDOR = 'TCG_SEA';
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

export const GAME_LIST_PAGE_SIZE = 42;
export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** Vendor icons per category in the side menu; "See more" beyond this. */
export const SIDE_MENU_VENDOR_ICONS = 9;

/**
 * A game row's isGame: GAME launches itself; VASSALAGE is a vendor-lobby entry whose click opens the
 * game popup listing that vendor's games (spec: "a game list shown when a game has isGame equal to
 * VASSALAGE").
 */
export const IS_GAME = { game: 'GAME', vassalage: 'VASSALAGE' } as const;
export type IsGame = (typeof IS_GAME)[keyof typeof IS_GAME];

/** Classify tags a game may carry (filter chips on category pages, lane gameClassify). */
export const GAME_CLASSIFY = [
  'SLOT',
  'TABLE',
  'CARD',
  'CRASH',
  'JACKPOT',
  'MEGAWAYS',
  'NEW',
  'CLASSIC',
  'LIVE',
  'SHOOTING',
] as const;
export type GameClassify = (typeof GAME_CLASSIFY)[number];

export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type VendorWalletMode = (typeof WALLET_MODES)[number];

/** Status of a row in the one bets record. */
export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Default game art when a thumbnail fails to load twice (lazy image: one retry, then this). */
export const DEFAULT_GAME_ICON = '/lgw/games/art/default.svg';
