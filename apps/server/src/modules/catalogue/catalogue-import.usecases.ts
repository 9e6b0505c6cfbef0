import { catalogueImportRow, fitsPlaces, parseAmountToMinor, type CatalogueImportRow } from '@arcadia/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { vendorLogoSvg } from './art.ts';
import { gameArtSvg } from './game-art.ts';
import { catalogueRepository, type NewGame } from './catalogue.repository.ts';

export type ImportReport = {
  vendorsCreated: string[];
  added: number;
  updated: number;
  /** Row number (1 = first data row) and what is wrong with it; any rejection means nothing was written. */
  rejected: { row: number; errors: string[] }[];
};

/** Reads a .json (an array of rows) or .csv file's text into plain rows for validation. */
export function readCatalogueFile(name: string, content: string): unknown[] {
  if (name.toLowerCase().endsWith('.json')) {
    const value: unknown = JSON.parse(content);
    if (!Array.isArray(value)) throw new Error('The JSON file must hold an array of games.');
    return value;
  }
  if (!name.toLowerCase().endsWith('.csv')) throw new Error('The file must end in .json or .csv.');
  const records = parseCsv(content, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  return records.map((r) => {
    const names: Record<string, string> = {};
    const row: Record<string, unknown> = { names };
    for (const [key, value] of Object.entries(r)) {
      if (value === '') continue;
      if (key === 'name') names.en = value;
      else if (key.startsWith('name_')) names[key.slice(5)] = value;
      else if (key === 'classify') row.classify = value.split('|').map((s) => s.trim());
      else row[key] = value;
    }
    return row;
  });
}

/** `places`: the brand currency's minor-unit places; a minBet of 0.50 does not fit a VND brand. */
export function validateRows(
  rows: unknown[],
  places: number,
): { valid: CatalogueImportRow[]; rejected: ImportReport['rejected'] } {
  const valid: CatalogueImportRow[] = [];
  const rejected: ImportReport['rejected'] = [];
  rows.forEach((raw, index) => {
    const parsed = catalogueImportRow.safeParse(raw);
    if (!parsed.success)
      rejected.push({ row: index + 1, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
    else if (!fitsPlaces(parsed.data.minBet, places))
      rejected.push({ row: index + 1, errors: [`minBet: at most ${places} decimals in this brand's currency`] });
    else valid.push(parsed.data);
  });
  return { valid, rejected };
}

const artName = (vendor: string, gameCode: string) => `game-${vendor.toLowerCase()}-${gameCode}-v1.svg`;

/**
 * Adds or updates games (and makes their vendors on first sight) from validated rows, in one
 * database transaction: an import lands whole or not at all. New vendors go last in the menu;
 * games without a thumbnail get generated art.
 */
export async function importRows(db: DbOrTrx, merchantId: number, rows: CatalogueImportRow[]): Promise<ImportReport> {
  return inTransaction(db, async (trx) => {
    const report: ImportReport = { vendorsCreated: [], added: 0, updated: 0, rejected: [] };
    const places = await merchantsPort.placesOf(trx, merchantId);
    const vendors = await catalogueRepository.vendors(trx, merchantId);
    const known = new Map(vendors.map((v) => [v.code, { id: v.id, name: v.name }]));
    let sort = vendors.reduce((max, v) => Math.max(max, v.sort), 0);
    const art: { name: string; contentType: string; body: string }[] = [];
    const games = new Map<number, NewGame[]>();
    for (const row of rows) {
      let vendor = known.get(row.vendor);
      if (!vendor) {
        const vendorName = row.vendorName ?? row.vendor;
        const id = await catalogueRepository.upsertVendor(trx, merchantId, {
          code: row.vendor,
          names: { en: vendorName },
          category: row.category,
          walletMode: row.walletMode,
          route: row.route,
          sort: ++sort,
        });
        vendor = { id, name: vendorName };
        known.set(row.vendor, vendor);
        report.vendorsCreated.push(row.vendor);
        art.push({
          name: `vendor-${row.vendor}-v1.svg`,
          contentType: 'image/svg+xml',
          body: vendorLogoSvg(row.vendor, vendorName),
        });
      }
      if (!row.thumbnail)
        art.push({
          name: artName(row.vendor, row.gameCode),
          contentType: 'image/svg+xml',
          body: gameArtSvg(row.gameCode, row.names.en!, vendor.name, row.category),
        });
      const list = games.get(vendor.id) ?? [];
      list.push({
        vendorId: vendor.id,
        gameCode: row.gameCode,
        code: row.code ?? row.gameCode,
        category: row.category,
        names: row.names,
        art: row.thumbnail ?? artName(row.vendor, row.gameCode),
        isHot: row.isHot,
        isNew: row.isNew,
        enabled: row.enabled ?? true,
        demo: row.demo,
        minBet: minor(parseAmountToMinor(row.minBet, places)),
        minLineNum: row.minLineNum,
        classify: row.isNew ? [...new Set([...row.classify, 'NEW'])] : row.classify,
        accountTypeName: row.walletMode === 'transfer' ? row.vendor : 'MAIN',
        isGame: row.isGame,
      });
      games.set(vendor.id, list);
    }
    await catalogueRepository.saveArt(trx, art);
    for (const list of games.values()) {
      const created = await catalogueRepository.upsertGames(trx, merchantId, list);
      report.added += created;
      report.updated += list.length - created;
    }
    return report;
  });
}

/** Validates every row first: one bad row rejects the whole file and nothing changes. */
export async function importCatalogue(db: Db, merchantId: number, rows: unknown[]): Promise<ImportReport> {
  const { valid, rejected } = validateRows(rows, await merchantsPort.placesOf(db, merchantId));
  if (rejected.length > 0) return { vendorsCreated: [], added: 0, updated: 0, rejected };
  return importRows(db, merchantId, valid);
}
