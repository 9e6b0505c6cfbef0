import type { DbOrTrx } from '../../db/schema.ts';

/**
 * Vendors whose bets can be verified register here how to link a line of the betting record to its
 * verification (in-house games: the public verifier once the seed is revealed). Keyed by vendor
 * code; the record asks only for the bets of that vendor on the page it shows.
 */
export type VerifyLinks = (db: DbOrTrx, betIds: number[]) => Promise<Map<number, string>>;

const links = new Map<string, VerifyLinks>();

export const betRecordLinks = {
  register(vendorCode: string, find: VerifyLinks): void {
    links.set(vendorCode, find);
  },
  async forRows(db: DbOrTrx, rows: { id: number; vendorCode: string }[]): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    for (const [vendorCode, find] of links) {
      const ids = rows.filter((row) => row.vendorCode === vendorCode).map((row) => row.id);
      if (ids.length > 0) for (const [id, url] of await find(db, ids)) found.set(id, url);
    }
    return found;
  },
};
