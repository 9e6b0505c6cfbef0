import { z } from 'zod';
import { merchantQuery, pageNoParam, pageOf, queryInt } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';
import { multilineText } from '../content/content.schema.ts';
import { text } from '../text.ts';
import { GAME_CATEGORIES, WALLET_MODES } from './categories.ts';

/*
 * The console's catalogue calls (games.read to look, games.write to change): the vendors and games
 * of the brand with the flags the CLI's games:enable / games:hot / games:order set, and the import
 * games:import does. The lottery has its own page and calls.
 */

const vendorCode = text()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'validation.vendor_code');

/** A list position: lower first (the CLI's games:order takes the same range). */
const sortSchema = z.number().int().min(-999_999).max(999_999);

/** What an operator switches on a vendor or a game; an absent flag stays as it is, and one must be given. */
export const catalogueFlagsSchema = z
  .object({ enabled: z.boolean().optional(), isHot: z.boolean().optional(), sort: sortSchema.optional() })
  .strict()
  .refine((f) => f.enabled !== undefined || f.isHot !== undefined || f.sort !== undefined, 'validation.required');
export type CatalogueFlags = z.infer<typeof catalogueFlagsSchema>;

export const adminVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  route: z.string(),
  walletMode: z.enum(WALLET_MODES),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  /** Its games players may see (switched on). */
  gameCount: z.number().int(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const adminGameSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  vendorName: z.string(),
  vendorEnabled: z.boolean(),
  gameCode: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  minBet: moneySchema,
});
export type AdminGame = z.infer<typeof adminGameSchema>;

/** GET /admin/api/games/vendors: every vendor of the brand in menu order, switched off ones too. */
export const adminGameVendors = endpoint('GET', '/admin/api/games/vendors', {
  query: merchantQuery,
  response: envelope(z.object({ list: z.array(adminVendorSchema) })),
});

/** PUT /admin/api/games/vendors/:code: offer a vendor or take it off, mark it hot, move it in the menu. */
export const adminSetGameVendor = endpoint('PUT', '/admin/api/games/vendors/:code', {
  params: z.object({ code: vendorCode }),
  query: merchantQuery,
  body: catalogueFlagsSchema,
  response: envelope(adminVendorSchema),
});

const flagFilter = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /admin/api/games: a page of the brand's games in list order, found by name or code, vendor, category, state. */
export const adminGames = endpoint('GET', '/admin/api/games', {
  query: merchantQuery.extend({
    search: text().trim().max(60).optional(),
    vendor: vendorCode.optional(),
    category: z.enum(GAME_CATEGORIES).optional(),
    enabled: flagFilter.optional(),
    pageNo: pageNoParam,
    pageSize: queryInt(100, 25),
  }),
  response: envelope(pageOf(adminGameSchema)),
});

/** PUT /admin/api/games/:id: switch one game on or off, mark it hot, set its position. */
export const adminSetGame = endpoint('PUT', '/admin/api/games/:id', {
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: merchantQuery,
  body: catalogueFlagsSchema,
  response: envelope(adminGameSchema),
});

/** The most a console import carries (a file's text): the CLI reads bigger files from disk. */
export const GAMES_IMPORT_MAX_CHARS = 2_000_000;

/**
 * POST /admin/api/games/import: the file games:import takes, as its name and text: a .json array of
 * catalogue rows or a .csv with their header (catalogue-import.contract.ts). One bad row changes
 * nothing (422 games.import_rejected, the rows and their problems in `value`).
 */
export const adminImportGames = endpoint('POST', '/admin/api/games/import', {
  query: merchantQuery,
  body: z.object({
    fileName: text()
      .trim()
      .regex(/^[^/\\]{1,120}\.(json|csv)$/i, 'validation.import_file'),
    content: multilineText().min(1).max(GAMES_IMPORT_MAX_CHARS),
  }),
  response: envelope(
    z.object({ vendorsCreated: z.array(z.string()), added: z.number().int(), updated: z.number().int() }),
  ),
});

/** What a refused import answers in `value`: each bad row (1 = the first data row) and its problems. */
export const importRejectedSchema = z.object({
  rejected: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type ImportRejected = z.infer<typeof importRejectedSchema>;
