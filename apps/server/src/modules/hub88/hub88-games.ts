import type { DbOrTrx } from '../../db/schema.ts';
import { registerProcessCache } from '../../lib/process-caches.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';

/*
 * The vendor of a launched game, asked by every Hub88 wallet call (the session names the game):
 * a game belongs to one vendor for good (no write moves a game to another vendor, and a vendor's
 * code never changes), so what was read once is kept, up to a bound, for the life of the process.
 */
const MAX_KEPT = 10_000;
const kept = new Map<string, string>();
registerProcessCache(() => kept.clear());

export async function vendorCodeOfGame(db: DbOrTrx, merchantId: number, gameId: number): Promise<string | undefined> {
  const key = `${merchantId}|${gameId}`;
  const known = kept.get(key);
  if (known) return known;
  const game = await cataloguePort.findGame(db, merchantId, gameId);
  if (!game) return undefined;
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, game.vendorCode);
  return game.vendorCode;
}
