import type { DbOrTrx } from '../../db/schema.ts';

/**
 * Vendors whose bets can be verified register here how to link a line of the betting record to its
 * verification (in-house games: the public verifier once the seed is revealed). Keyed by vendor
 * code; the record asks only for the bets of that vendor on the page it shows.
 */
export type VerifyLinks = (db: DbOrTrx, betIds: number[]) => Promise<Map<number, string>>;

/** A vendor's own words for its bets (the lottery: the game's name, its issue and the line's pick). */
export type BetDescription = { gameName: string; lottery: { issue: string; betType: string; pick: string } };
export type DescribeBets = (db: DbOrTrx, betIds: number[], language: string) => Promise<Map<number, BetDescription>>;

const links = new Map<string, VerifyLinks>();
const describers = new Map<string, DescribeBets>();

/** Runs each vendor's finder over that vendor's rows of the page only. */
async function perVendor<T>(
  registry: Map<string, (db: DbOrTrx, ids: number[]) => Promise<Map<number, T>>>,
  db: DbOrTrx,
  rows: { id: number; vendorCode: string }[],
): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  for (const [vendorCode, find] of registry) {
    const ids = rows.filter((row) => row.vendorCode === vendorCode).map((row) => row.id);
    if (ids.length > 0) for (const [id, value] of await find(db, ids)) found.set(id, value);
  }
  return found;
}

export const betRecordLinks = {
  register(vendorCode: string, find: VerifyLinks, describe?: DescribeBets): void {
    links.set(vendorCode, find);
    if (describe) describers.set(vendorCode, describe);
  },
  forRows(db: DbOrTrx, rows: { id: number; vendorCode: string }[]): Promise<Map<number, string>> {
    return perVendor(links, db, rows);
  },
  describe(
    db: DbOrTrx,
    rows: { id: number; vendorCode: string }[],
    language: string,
  ): Promise<Map<number, BetDescription>> {
    const inLanguage = new Map(
      [...describers].map(([code, find]) => [code, (d: DbOrTrx, ids: number[]) => find(d, ids, language)]),
    );
    return perVendor(inLanguage, db, rows);
  },
};
