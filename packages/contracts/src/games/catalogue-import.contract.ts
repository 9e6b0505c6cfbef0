import { z } from 'zod';
import { text } from '../text.ts';
import { GAME_CATEGORIES, IS_GAME, WALLET_MODES } from './categories.ts';

/*
 * One row of `npm run admin -- games:import <file.json|file.csv>`: a game and the vendor it belongs
 * to (the vendor is made on first sight). JSON: an array of these. CSV: a header row with these
 * names; `name` fills names.en, `name_<lang>` the other languages, `classify` is split on `|`.
 * `isGame` VASSALAGE makes a vendor-lobby entry: clicking it opens the game popup with its vendor's games.
 */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase()) : v),
  z.boolean(),
);
const optionalFlag = z.preprocess((v) => (v === '' ? undefined : v), flag.optional());

export const catalogueImportRow = z.object({
  vendor: text()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'validation.vendor_code'),
  vendorName: text().trim().min(1).max(60).optional(),
  category: z.enum(GAME_CATEGORIES),
  walletMode: z.enum(WALLET_MODES).default('seamless'),
  /** How the vendor's games launch: hub88 (a real Hub88 integration), sandbox or inhouse. */
  route: z.enum(['hub88', 'sandbox', 'inhouse']).default('hub88'),
  gameCode: text()
    .trim()
    .regex(/^[\w.-]{1,64}$/, 'validation.game_code'),
  /** The code sent when launching; defaults to gameCode. */
  code: text().trim().max(96).optional(),
  names: z
    .record(z.string().regex(/^[a-z]{2}$/), text().trim().min(1).max(120))
    .refine((names) => Boolean(names.en), 'validation.name_en_required'),
  minBet: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'validation.amount')
    .default('0'),
  minLineNum: z.coerce.number().int().min(0).max(10_000).default(0),
  isHot: optionalFlag,
  isNew: optionalFlag,
  enabled: optionalFlag,
  demo: optionalFlag,
  isGame: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum([IS_GAME.game, IS_GAME.vassalage]).default(IS_GAME.game),
  ),
  classify: z
    .array(
      text()
        .trim()
        .regex(/^[A-Z0-9_]{1,20}$/),
    )
    .max(10)
    .default([]),
  /** An https image address; without one, art is generated. */
  thumbnail: z
    .url({ protocol: /^https$/ })
    .max(120)
    .optional(),
});
export type CatalogueImportRow = z.infer<typeof catalogueImportRow>;
