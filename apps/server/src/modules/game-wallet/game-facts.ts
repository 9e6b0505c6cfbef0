import type { DbOrTrx } from '../../db/schema.ts';
import { registerProcessCache } from '../../lib/process-caches.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';
import type { CatalogueVendor } from '../catalogue/catalogue.model.ts';

/**
 * The vendor a wallet call names, read on every call: kept for a few seconds per process, so a bet
 * spends no statement on it. Of what the wallet takes from it, the id, the code and the wallet mode
 * never change once the vendor exists (a catalogue import updates names, category and order, never
 * the wallet mode, catalogue-writes.repository.ts); a new category reaches bets within the TTL,
 * as a game's does below.
 */
const VENDOR_TTL_MS = 10_000;
const vendors = new Map<string, { at: number; vendor: CatalogueVendor }>();
registerProcessCache(() => vendors.clear());

export async function vendorFacts(db: DbOrTrx, merchantId: number, code: string): Promise<CatalogueVendor | undefined> {
  const key = `${merchantId}|${code}`;
  const cached = vendors.get(key);
  if (cached && Date.now() - cached.at < VENDOR_TTL_MS) return cached.vendor;
  const vendor = await cataloguePort.vendorByCode(db, merchantId, code);
  // An unknown vendor is asked again next time (it may be about to be added).
  if (vendor) vendors.set(key, { at: Date.now(), vendor });
  return vendor;
}

/**
 * What a bet needs to know of its game (its id, and its category for the play record), read on
 * every bet and changed by an operator a few times a year: kept briefly per process, as the
 * brand's valid-bet rules are (play-record/brand-calendar.ts). A bet stores the category it was
 * counted under, so the roll-ups always agree with the bets rows.
 */
type GameFacts = { id: number; category: string };

const TTL_MS = 30_000;
const cache = new Map<string, { at: number; game: GameFacts }>();
registerProcessCache(() => cache.clear());

export async function gameFacts(
  db: DbOrTrx,
  merchantId: number,
  vendorCode: string,
  gameCode: string | undefined,
): Promise<GameFacts | undefined> {
  if (!gameCode) return undefined;
  const key = `${merchantId}|${vendorCode}|${gameCode}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.game;
  const found = await cataloguePort.findGameByCode(db, merchantId, vendorCode, gameCode);
  if (!found) return undefined;
  const game = { id: found.id, category: found.category };
  // A game not (yet) in the catalogue is asked again next time.
  cache.set(key, { at: Date.now(), game });
  return game;
}
