import type { DbOrTrx } from '../../db/schema.ts';
import type { CatalogueGame, CatalogueVendor } from './catalogue.model.ts';
import { catalogueRepository, type GameFilter } from './catalogue.repository.ts';

/**
 * A brand's playable catalogue held in memory: enabled games of enabled vendors, already mapped,
 * in list order, each with its lowercase search text (every language's name and the game code,
 * the same text the SQL search used), plus the enabled vendors with their playable game counts.
 * Lists, searches and counts run over it instead of a filtered, ordered, counted query per call.
 */
export type CatalogueSnapshot = {
  version: bigint;
  games: (CatalogueGame & { search: string })[];
  vendors: CatalogueVendor[];
};

/**
 * One per app instance. Every read asks the database for the brand's catalogue version (one
 * indexed row, bumped by triggers in the transaction of every games / game_vendors write) and
 * reloads when it moved, so a change committed through any instance shows on the next request of
 * every instance; there is no staleness window.
 */
export class CatalogueCache {
  readonly #entries = new Map<number, { version: bigint; snapshot: Promise<CatalogueSnapshot> }>();

  async get(db: DbOrTrx, merchantId: number): Promise<CatalogueSnapshot> {
    const version = await catalogueRepository.version(db, merchantId);
    const entry = this.#entries.get(merchantId);
    // An entry at least this new is good: its rows were read after its version was.
    if (entry && entry.version >= version) return entry.snapshot;
    const snapshot = load(db, merchantId, version);
    this.#entries.set(merchantId, { version, snapshot });
    // A failed load is not kept: the next request tries again.
    snapshot.catch(() => {
      if (this.#entries.get(merchantId)?.snapshot === snapshot) this.#entries.delete(merchantId);
    });
    return snapshot;
  }
}

/**
 * Read after the version, so the rows are at least that version's; a write landing in between
 * has bumped the version past this one and the next request reloads.
 */
async function load(db: DbOrTrx, merchantId: number, version: bigint): Promise<CatalogueSnapshot> {
  const [games, vendors] = await Promise.all([
    catalogueRepository.playableGames(db, merchantId),
    catalogueRepository.vendors(db, merchantId),
  ]);
  const counts = new Map<number, number>();
  for (const game of games) counts.set(game.vendorId, (counts.get(game.vendorId) ?? 0) + 1);
  return {
    version,
    games,
    vendors: vendors.filter((v) => v.enabled).map((v) => ({ ...v, gameCount: counts.get(v.id) ?? 0 })),
  };
}

function matches(game: CatalogueSnapshot['games'][number], filter: GameFilter, search: string | null): boolean {
  return (
    (filter.category === undefined || game.category === filter.category) &&
    (filter.vendorCode === undefined || game.vendorCode === filter.vendorCode) &&
    (filter.classify === undefined || game.classify.includes(filter.classify)) &&
    (filter.maxMinBet === undefined || game.minBet <= filter.maxMinBet) &&
    (filter.minLineNum === undefined || game.minLineNum >= filter.minLineNum) &&
    (!filter.hotOnly || game.isHot) &&
    (filter.ids === undefined || filter.ids.includes(game.id)) &&
    (search === null || game.search.includes(search))
  );
}

/** The games matching `filter`, in list order. */
export function filterGames(snapshot: CatalogueSnapshot, filter: GameFilter): CatalogueGame[] {
  const search = filter.search ? filter.search.toLowerCase() : null;
  return snapshot.games.filter((game) => matches(game, filter, search));
}

/** A page of the matching games and how many match: the same answer as the repository's listGames. */
export function listGames(
  snapshot: CatalogueSnapshot,
  filter: GameFilter,
  page: { offset: number; limit: number },
): { games: CatalogueGame[]; total: number } {
  const all = filterGames(snapshot, filter);
  return { games: all.slice(page.offset, page.offset + page.limit), total: all.length };
}

/** How many matching games carry each classify tag. */
export function classifyCounts(games: CatalogueGame[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const game of games) for (const tag of game.classify) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}
