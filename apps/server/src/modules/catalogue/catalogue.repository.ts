import { CompiledQuery, sql } from 'kysely';
import type { GameCategory } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { listRows } from '../../lib/rows.ts';
import type { CatalogueGame, CatalogueVendor } from './catalogue.model.ts';
import { GAME_COLUMNS, mapGame, mapVendor, vendorOfBrand, type GameRow } from './catalogue-rows.ts';
import { catalogueWrites } from './catalogue-writes.repository.ts';

export type { NewGame } from './catalogue-writes.repository.ts';

// Every catalogue read asks for the version: fixed text, so nothing is built or compiled per request.
const VERSION_QUERY = CompiledQuery.raw('select version from catalogue_version where id = 1');

export type GameFilter = {
  category?: GameCategory;
  vendorCode?: string;
  classify?: string;
  maxMinBet?: Minor;
  minLineNum?: number;
  search?: string;
  gameCode?: string;
  hotOnly?: boolean;
  ids?: number[];
};

/** The list order every catalogue read shares (migration 0029's indexes follow it). */
const LIST_ORDER = sql`g.sort, g.is_hot desc, g.popularity desc, g.id`;

/** Games of the brand joined to their vendor (as g and v). */
function gamesOfBrand(db: DbOrTrx, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .where('g.merchant_id', '=', merchantId);
}

/** Lists only what a player may see: enabled games of enabled vendors. */
function playable(db: DbOrTrx, merchantId: number, filter: GameFilter) {
  let query = gamesOfBrand(db, merchantId).where('g.enabled', '=', 1).where('v.enabled', '=', 1);
  if (filter.category) query = query.where('g.category', '=', filter.category);
  // By vendor id (found by its code once), so the vendor's own list index can serve the page.
  if (filter.vendorCode) {
    const code = filter.vendorCode;
    query = query.where('g.vendor_id', '=', (eb) =>
      eb.selectFrom('game_vendors').select('id').where('merchant_id', '=', merchantId).where('code', '=', code),
    );
  }
  if (filter.classify) query = query.where('g.classify', 'like', `%,${filter.classify},%`);
  if (filter.maxMinBet !== undefined) query = query.where('g.min_bet', '<=', filter.maxMinBet.toString());
  if (filter.minLineNum !== undefined) query = query.where('g.min_line_num', '>=', filter.minLineNum);
  if (filter.gameCode) query = query.where('g.game_code', '=', filter.gameCode);
  if (filter.hotOnly) query = query.where('g.is_hot', '=', 1);
  if (filter.ids) query = query.where('g.id', 'in', filter.ids.length > 0 ? filter.ids : [-1]);
  if (filter.search) query = query.where(searchMatches(filter.search));
  return query;
}

/** Games (as g) whose search text holds `text`, case-insensitively; `%` and `_` match themselves. */
export function searchMatches(text: string) {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`g.search like ${`%${escaped}%`} escape '\\'`;
}

export const catalogueRepository = {
  async listGames(
    db: DbOrTrx,
    merchantId: number,
    filter: GameFilter,
    page: { offset: number; limit: number },
  ): Promise<{ games: CatalogueGame[]; total: number }> {
    const base = playable(db, merchantId, filter);
    const [rows, count] = await Promise.all([
      base.select(GAME_COLUMNS).orderBy(LIST_ORDER).offset(page.offset).limit(page.limit).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    ]);
    return { games: (rows as GameRow[]).map(mapGame), total: Number(count?.n ?? 0) };
  },

  /** Every playable game of the brand in list order, with its search text (the in-memory snapshot). */
  async playableGames(db: DbOrTrx, merchantId: number): Promise<(CatalogueGame & { search: string })[]> {
    const rows = await playable(db, merchantId, {})
      .select([...GAME_COLUMNS, 'g.search'])
      .orderBy(LIST_ORDER)
      .execute();
    return (rows as (GameRow & { search: string })[]).map((row) => ({ ...mapGame(row), search: row.search }));
  },

  /** The catalogue version (migration 0023's triggers bump it on every games / game_vendors write). */
  async version(db: DbOrTrx): Promise<bigint> {
    const { rows } = await db.executeQuery<{ version: number | string | bigint }>(VERSION_QUERY);
    return BigInt(rows[0]?.version ?? 0);
  },

  async findGame(db: DbOrTrx, merchantId: number, id: number): Promise<CatalogueGame | undefined> {
    const row = await gamesOfBrand(db, merchantId).select(GAME_COLUMNS).where('g.id', '=', id).executeTakeFirst();
    return row && mapGame(row as GameRow);
  },

  async findGameByCode(
    db: DbOrTrx,
    merchantId: number,
    vendorCode: string,
    gameCode: string,
  ): Promise<CatalogueGame | undefined> {
    const row = await gamesOfBrand(db, merchantId)
      .select(GAME_COLUMNS)
      .where('v.code', '=', vendorCode)
      .where((eb) => eb.or([eb('g.game_code', '=', gameCode), eb('g.code', '=', gameCode)]))
      .executeTakeFirst();
    return row && mapGame(row as GameRow);
  },

  async vendors(db: DbOrTrx, merchantId: number): Promise<CatalogueVendor[]> {
    const rows = await db
      .selectFrom('game_vendors as v')
      .selectAll('v')
      .select((eb) =>
        eb
          .selectFrom('games as g')
          .whereRef('g.vendor_id', '=', 'v.id')
          .where('g.enabled', '=', 1)
          .select(eb.fn.countAll().as('n'))
          .as('game_count'),
      )
      .where('v.merchant_id', '=', merchantId)
      .orderBy('v.sort')
      .orderBy('v.id')
      .execute();
    return rows.map(mapVendor);
  },

  async vendorByCode(db: DbOrTrx, merchantId: number, code: string): Promise<CatalogueVendor | undefined> {
    const row = await vendorOfBrand(db, merchantId, code).selectAll().executeTakeFirst();
    return row && mapVendor(row);
  },

  lanes(db: DbOrTrx, merchantId: number) {
    return listRows(db, 'game_lanes', { merchant_id: merchantId }, ['sort'], (r) => ({
      title: r.title,
      category: r.category as GameCategory,
      classify: r.classify,
    }));
  },

  async art(db: DbOrTrx, name: string) {
    return db.selectFrom('game_art').select(['content_type', 'body']).where('name', '=', name).executeTakeFirst();
  },

  ...catalogueWrites,
};
