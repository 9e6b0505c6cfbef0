import type { DbOrTrx } from '../../db/schema.ts';
import { briefCache } from '../../lib/process-caches.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';
import type { CatalogueVendor } from '../catalogue/catalogue.model.ts';

/**
 * The vendor a wallet call names, read on every call: kept for a few seconds per process, so a bet
 * spends no statement on it. Of what the wallet takes from it, the id, the code and the wallet mode
 * never change once the vendor exists (a catalogue import updates names, category and order, never
 * the wallet mode, catalogue-writes.repository.ts); a new category reaches bets within the TTL,
 * as a game's does below.
 */
const vendors = briefCache<CatalogueVendor>(10_000);

export function vendorFacts(db: DbOrTrx, merchantId: number, code: string): Promise<CatalogueVendor | undefined> {
  return vendors(`${merchantId}|${code}`, () => cataloguePort.vendorByCode(db, merchantId, code));
}

/**
 * What a bet needs to know of its game (its id, and its category for the play record), read on
 * every bet and changed by an operator a few times a year: kept briefly per process, as the
 * brand's valid-bet rules are (play-record/brand-calendar.ts). A bet stores the category it was
 * counted under, so the roll-ups always agree with the bets rows.
 */
type GameFacts = { id: number; category: string };

const games = briefCache<GameFacts>(30_000);

export async function gameFacts(
  db: DbOrTrx,
  merchantId: number,
  vendorCode: string,
  gameCode: string | undefined,
): Promise<GameFacts | undefined> {
  if (!gameCode) return undefined;
  return games(`${merchantId}|${vendorCode}|${gameCode}`, async () => {
    const found = await cataloguePort.findGameByCode(db, merchantId, vendorCode, gameCode);
    return found && { id: found.id, category: found.category };
  });
}
