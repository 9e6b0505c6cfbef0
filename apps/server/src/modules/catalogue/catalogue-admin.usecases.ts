import type { DbOrTrx } from '../../db/schema.ts';
import { catalogueRepository } from './catalogue.repository.ts';

type Flags = { enabled?: boolean; isHot?: boolean; sort?: number };

/** Operator changes to the catalogue (the admin CLI): vendors, and single games by vendor and code. */
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
};
