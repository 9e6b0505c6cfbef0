import type { DbOrTrx } from '../../db/schema.ts';
import type { CatalogueGame, CatalogueVendor } from './catalogue.model.ts';
import { catalogueRepository, type GameFilter } from './catalogue.repository.ts';
import { Haystack } from './catalogue-search.ts';
import { catalogueVersion } from './catalogue-version.ts';

/**
 * A brand's playable catalogue held in memory: enabled games of enabled vendors, already mapped,
 * in list order, each with its lowercase search text (every language's name and the game code,
 * the same text the SQL search used), plus the enabled vendors with their playable game counts.
 * Lists, searches and counts run over it instead of a filtered, ordered, counted query per call.
 */
export type CatalogueSnapshot = {
  version: bigint;
  /** Playable games in list order; also grouped by category and by vendor code, each in list order. */
  all: Entry[];
  byCategory: Map<string, Entry[]>;
  byVendor: Map<string, Entry[]>;
  vendors: CatalogueVendor[];
  /** Recent filters' answers (see remembered()); they go with the snapshot when it is replaced. */
  results: Map<string, Entry[]>;
};

/** A game with the fields filters test, in one fixed shape so a scan over thousands stays fast. */
class Entry {
  readonly classify: string;
  constructor(
    readonly game: CatalogueGame,
    readonly search: string,
  ) {
    // ',SLOT,CLASSIC,': a tag test is one substring search, as the SQL's like '%,SLOT,%' was.
    this.classify = `,${game.classify.join(',')},`;
  }
}

/**
 * One per app instance, a snapshot per brand. Every read asks the database for the catalogue
 * version (one row by primary key, bumped by triggers in the transaction of every games /
 * game_vendors write; concurrent requests share reads, see catalogue-version.ts) and reloads when it moved, so a change committed through any instance shows
 * on the next request of every instance; there is no staleness window.
 */
export class CatalogueCache {
  readonly #entries = new Map<number, { version: bigint; snapshot: Promise<CatalogueSnapshot> }>();

  async get(db: DbOrTrx, merchantId: number): Promise<CatalogueSnapshot> {
    const version = await catalogueVersion(db);
    const entry = this.#entries.get(merchantId);
    // Any other version reloads, a lower one too (a restored database): two requests racing
    // over a change at worst load twice, never keep the older rows.
    if (entry?.version === version) return entry.snapshot;
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
  const all = games.map(({ search, ...game }) => new Entry(game, search));
  const group = (key: (e: Entry) => string) => {
    const groups = new Map<string, Entry[]>();
    for (const entry of all) {
      const list = groups.get(key(entry));
      if (list) list.push(entry);
      else groups.set(key(entry), [entry]);
    }
    return groups;
  };
  const byVendor = group((e) => e.game.vendorCode);
  return {
    version,
    all,
    byCategory: group((e) => e.game.category),
    byVendor,
    results: new Map(),
    vendors: vendors.filter((v) => v.enabled).map((v) => ({ ...v, gameCount: byVendor.get(v.code)?.length ?? 0 })),
  };
}

/** Search texts of each list base() answers, joined once, on the first search over that list. */
const haystacks = new WeakMap<Entry[], Haystack>();
function haystackOf(games: Entry[]): Haystack {
  let haystack = haystacks.get(games);
  if (!haystack) haystacks.set(games, (haystack = new Haystack(games.map((e) => e.search))));
  return haystack;
}

/** What a list narrows to before any test: the vendor's games, else the category's, else all. */
function base(snapshot: CatalogueSnapshot, filter: GameFilter): Entry[] {
  if (filter.vendorCode !== undefined) return snapshot.byVendor.get(filter.vendorCode) ?? [];
  if (filter.category !== undefined) return snapshot.byCategory.get(filter.category) ?? [];
  return snapshot.all;
}

/** The test for what base() did not narrow by, or null when nothing is left to test. */
function test(filter: GameFilter, searched: boolean): ((entry: Entry) => boolean) | null {
  const tests: ((entry: Entry) => boolean)[] = [];
  const { category, classify, maxMinBet, minLineNum, ids, search } = filter;
  if (filter.vendorCode !== undefined && category !== undefined) tests.push((e) => e.game.category === category);
  if (classify) tests.push((e) => e.classify.includes(`,${classify},`));
  if (maxMinBet !== undefined) tests.push((e) => e.game.minBet <= maxMinBet);
  if (minLineNum !== undefined) tests.push((e) => e.game.minLineNum >= minLineNum);
  if (filter.hotOnly) tests.push((e) => e.game.isHot);
  if (ids) tests.push((e) => ids.includes(e.game.id));
  if (filter.gameCode !== undefined) tests.push((e) => e.game.gameCode === filter.gameCode);
  if (search && !searched) {
    const lower = search.toLowerCase();
    tests.push((e) => e.search.includes(lower));
  }
  if (tests.length === 0) return null;
  return (entry) => tests.every((t) => t(entry));
}

/** Filters remembered per snapshot: category pages ask the same few again and again, page after page. */
const REMEMBERED_FILTERS = 256;

/** Every matching game, in list order (a search walks the joined texts, not every game). */
function matching(snapshot: CatalogueSnapshot, filter: GameFilter): Entry[] {
  const games = base(snapshot, filter);
  const term = filter.search ? filter.search.toLowerCase() : null;
  const searched = term !== null && Haystack.accepts(term);
  const passes = test(filter, searched);
  if (!searched) return passes ? games.filter(passes) : games;
  const found: Entry[] = [];
  for (const index of haystackOf(games).matches(term)) if (!passes || passes(games[index]!)) found.push(games[index]!);
  return found;
}

function remembered(snapshot: CatalogueSnapshot, filter: GameFilter): Entry[] {
  const key = JSON.stringify(filter, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  const known = snapshot.results.get(key);
  if (known) return known;
  const games = matching(snapshot, filter);
  // Oldest first out (a Map keeps insertion order): a bounded memory, however many searches are typed.
  if (snapshot.results.size >= REMEMBERED_FILTERS) snapshot.results.delete(snapshot.results.keys().next().value!);
  snapshot.results.set(key, games);
  return games;
}

/** A page of the matching games and how many match: the same answer as the repository's listGames. */
export function listGames(
  snapshot: CatalogueSnapshot,
  filter: GameFilter,
  page: { offset: number; limit: number },
): { games: CatalogueGame[]; total: number } {
  const games = remembered(snapshot, filter);
  return { games: games.slice(page.offset, page.offset + page.limit).map((e) => e.game), total: games.length };
}

/** The matching games (all of them), in list order. */
export function filterGames(snapshot: CatalogueSnapshot, filter: GameFilter): CatalogueGame[] {
  return remembered(snapshot, filter).map((e) => e.game);
}

/** How many of `games` carry each classify tag. */
export function classifyCounts(games: CatalogueGame[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const game of games) for (const tag of game.classify) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}
