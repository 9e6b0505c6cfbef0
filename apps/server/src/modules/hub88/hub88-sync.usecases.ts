import type { CatalogueImportRow, GameCategory, Hub88ListedGame } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';
import { importRows, validateRows, type ImportReport } from '../catalogue/catalogue-import.usecases.ts';
import type { Hub88Api } from './hub88-api.ts';

/** Hub88's category words to ours; anything else is a slot (RNG). */
const CATEGORY_WORDS: [RegExp, GameCategory][] = [
  [/live/i, 'LIVE'],
  [/fish|shoot/i, 'FISH'],
  [/e-?sport/i, 'ESPORTS'],
  [/sport/i, 'SPORTS'],
  [/lott|keno|bingo/i, 'ELOTT'],
  [/poker|card|pvp/i, 'PVP'],
];
export const categoryOf = (word: string | null | undefined): GameCategory =>
  CATEGORY_WORDS.find(([pattern]) => pattern.test(word ?? ''))?.[1] ?? 'RNG';

/** A product name as a vendor code (A-Z, 0-9, _; at most 20). */
const codeOf = (product: string) =>
  (
    product
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'HUB88'
  ).slice(0, 20);

export type SyncReport = ImportReport & { vendors: string[]; disabled: number; skipped: number };

/**
 * `games:sync hub88`: imports POST /operator/generic/v2/game/list. Each product becomes a vendor
 * routed through Hub88 (a product whose code is taken by a vendor of another route gets an H88_
 * prefix); a game keeps Hub88's game_code as its launch code; games Hub88 no longer lists, or lists
 * as disabled, are switched off. Games the list gives in an unusable shape are skipped and counted.
 */
export async function syncHub88(db: Db, merchantId: number, api: Hub88Api): Promise<SyncReport> {
  const { games, rejected: unreadable } = await api.gameList();
  const existing = new Map((await cataloguePort.vendors(db, merchantId)).map((v) => [v.code, v]));
  const vendorOf = new Map<string, string>();
  for (const product of new Set(games.map((g) => g.product))) {
    let code = codeOf(product);
    if (existing.get(code) && existing.get(code)!.route !== 'hub88') code = `H88_${code}`.slice(0, 20);
    vendorOf.set(product, code);
  }
  const candidates = games.map((g: Hub88ListedGame): Partial<CatalogueImportRow> & Record<string, unknown> => ({
    vendor: vendorOf.get(g.product)!,
    vendorName: g.product.slice(0, 60),
    category: categoryOf(g.category),
    route: 'hub88',
    // Our game code is Hub88's, made safe; the launch code is Hub88's own, untouched.
    gameCode: g.game_code.replace(/[^\w.-]/g, '_').slice(0, 64),
    code: g.game_code,
    names: { en: g.name },
    enabled: g.enabled,
    ...(g.url_thumb && /^https:\/\//.test(g.url_thumb) && g.url_thumb.length <= 120 ? { thumbnail: g.url_thumb } : {}),
  }));
  const { valid, rejected } = validateRows(candidates, await merchantsPort.placesOf(db, merchantId));
  return inTransaction(db, async (trx) => {
    const report = await importRows(trx, merchantId, valid);
    const vendors = [...new Set(valid.map((r) => r.vendor))];
    let disabled = 0;
    for (const code of vendors) {
      const listed = valid.filter((r) => r.vendor === code).map((r) => r.gameCode);
      const vendor = await cataloguePort.vendorByCode(trx, merchantId, code);
      const result = await trx
        .updateTable('games')
        .set({ enabled: 0 })
        .where('vendor_id', '=', vendor!.id)
        .where('enabled', '=', 1)
        .where('game_code', 'not in', listed)
        .executeTakeFirst();
      disabled += Number(result.numUpdatedRows);
    }
    disabled += valid.filter((r) => r.enabled === false).length;
    return { ...report, rejected, vendors, disabled, skipped: unreadable + rejected.length };
  });
}
