import type { Db, DbOrTrx } from '../../db/schema.ts';
import { catalogueAdminRepository, type AdminGameFilter } from './catalogue-admin.repository.ts';
import { importCatalogue, readCatalogueFile } from './catalogue-import.usecases.ts';
import { catalogueRepository } from './catalogue.repository.ts';
import { gamesErrors } from './games.errors.ts';

type Flags = { enabled?: boolean; isHot?: boolean; sort?: number };

/** Operator changes to the catalogue (the admin CLI and the console): vendors, and single games by vendor and code or id. */
export const catalogueAdmin = {
  vendors: (db: DbOrTrx, merchantId: number) => catalogueRepository.vendors(db, merchantId),

  /** False when the brand has no such vendor. */
  setVendor: (db: DbOrTrx, merchantId: number, code: string, flags: Flags) =>
    catalogueRepository.setVendorFlags(db, merchantId, code, flags),

  /** False when the vendor has no such game. */
  async setGame(db: DbOrTrx, merchantId: number, vendor: string, gameCode: string, flags: Flags): Promise<boolean> {
    const game = await catalogueRepository.findGameByCode(db, merchantId, vendor, gameCode);
    if (!game) return false;
    return catalogueRepository.setGameFlags(db, merchantId, game.id, flags);
  },

  /** A page of the brand's games, switched off ones too (pageNo from 1). */
  async games(db: DbOrTrx, merchantId: number, filter: AdminGameFilter, pageNo: number, pageSize: number) {
    const { rows, total } = await catalogueAdminRepository.games(db, merchantId, filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    return { rows, total, totalPages: Math.ceil(total / pageSize) };
  },

  /** The game as it is after the change; undefined when the brand has no such game. */
  async setGameById(db: DbOrTrx, merchantId: number, id: number, flags: Flags) {
    if (!(await catalogueRepository.setGameFlags(db, merchantId, id, flags))) return undefined;
    return catalogueAdminRepository.game(db, merchantId, id);
  },

  /** The vendor as it is after the change; undefined when the brand has no such vendor. */
  async setVendorByCode(db: DbOrTrx, merchantId: number, code: string, flags: Flags) {
    if (!(await catalogueRepository.setVendorFlags(db, merchantId, code, flags))) return undefined;
    return (await catalogueRepository.vendors(db, merchantId)).find((v) => v.code === code);
  },

  /**
   * games:import from the console: the file's name (.json or .csv) and text. An unreadable file or
   * any invalid row changes nothing; the rows and their problems travel with the refusal.
   */
  async importFile(db: Db, merchantId: number, fileName: string, content: string) {
    let rows: unknown[];
    try {
      rows = readCatalogueFile(fileName, content);
    } catch {
      throw gamesErrors.importUnreadable();
    }
    const report = await importCatalogue(db, merchantId, rows);
    if (report.rejected.length > 0) throw gamesErrors.importRejected(report.rejected);
    return { vendorsCreated: report.vendorsCreated, added: report.added, updated: report.updated };
  },
};
