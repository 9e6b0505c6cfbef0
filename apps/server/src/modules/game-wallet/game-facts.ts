import type { DbOrTrx } from '../../db/schema.ts';
import { registerProcessCache } from '../../lib/process-caches.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';

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
