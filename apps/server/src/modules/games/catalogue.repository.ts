import { sql, type Selectable } from 'kysely';
import type { GameCategory, IsGame, VendorWalletMode } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { GameVendorsTable } from '../wallet/wallet.tables.ts';
import {
  parseNames,
  pickName,
  searchText,
  type CatalogueGame,
  type CatalogueVendor,
  type Names,
  type VendorRoute,
  vendorRoute,
} from './catalogue.model.ts';

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

const GAME_COLUMNS = [
  'g.id',
  'g.merchant_id',
  'g.vendor_id',
  'g.game_code',
  'g.code',
  'g.category',
  'g.names',
  'g.art',
  'g.is_hot',
  'g.is_new',
  'g.enabled',
  'g.demo',
  'g.min_bet',
  'g.min_line_num',
  'g.classify',
  'g.default_play_type',
  'g.account_type_name',
  'g.is_game',
  'g.popularity',
  'v.code as vendor_code',
  'v.name as vendor_name',
  'v.names as vendor_names',
  'v.wallet_mode',
  'v.route',
  'v.enabled as vendor_enabled',
] as const;

type GameRow = {
  id: number;
  merchant_id: number;
  vendor_id: number;
  game_code: string;
  code: string;
  category: string;
  names: string;
  art: string;
  is_hot: number;
  is_new: number;
  enabled: number;
  demo: number;
  min_bet: unknown;
  min_line_num: number;
  classify: string;
  default_play_type: string;
  account_type_name: string;
  is_game: string;
  popularity: number;
  vendor_code: string;
  vendor_name: string;
  vendor_names: string;
  wallet_mode: string;
  route: string;
  vendor_enabled: number;
};

function mapGame(row: GameRow): CatalogueGame {
  const vendorNames = parseNames(row.vendor_names);
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    vendorId: Number(row.vendor_id),
    vendorCode: row.vendor_code,
    vendorNames,
    vendorName: pickName(vendorNames, 'en', row.vendor_name),
    walletMode: row.wallet_mode === 'transfer' ? 'transfer' : 'seamless',
    route: vendorRoute(row.route),
    gameCode: row.game_code,
    code: row.code,
    category: row.category as GameCategory,
    names: parseNames(row.names),
    art: row.art,
    isHot: Number(row.is_hot) === 1,
    isNew: Number(row.is_new) === 1,
    enabled: Number(row.enabled) === 1,
    vendorEnabled: Number(row.vendor_enabled) === 1,
    demo: Number(row.demo) === 1,
    minBet: toMinor(row.min_bet),
    minLineNum: Number(row.min_line_num),
    classify: row.classify.split(',').filter(Boolean),
    defaultPlayType: row.default_play_type,
    accountTypeName: row.account_type_name,
    isGame: (row.is_game === 'VASSALAGE' ? 'VASSALAGE' : 'GAME') as IsGame,
    popularity: Number(row.popularity),
  };
}

function mapVendor(row: Selectable<GameVendorsTable> & { game_count?: unknown }): CatalogueVendor {
  const names = parseNames(row.names);
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    code: row.code,
    name: pickName(names, 'en', row.name),
    names,
    category: row.category as GameCategory,
    walletMode: (row.wallet_mode === 'transfer' ? 'transfer' : 'seamless') as VendorWalletMode,
    route: vendorRoute(row.route),
    enabled: Number(row.enabled) === 1,
    isHot: Number(row.is_hot) === 1,
    sort: Number(row.sort),
    gameCount: Number(row.game_count ?? 0),
  };
}

/** The list order every catalogue read shares (migration 0029's indexes follow it). */
const LIST_ORDER = sql`g.sort, g.is_hot desc, g.popularity desc, g.id`;

/** Lists only what a player may see: enabled games of enabled vendors. */
function playable(db: DbOrTrx, merchantId: number, filter: GameFilter) {
  let query = db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .where('g.merchant_id', '=', merchantId)
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1);
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
  if (filter.search) {
    const escaped = filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`g.search like ${`%${escaped}%`} escape '\\'`);
  }
  return query;
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
    const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
    return BigInt(row?.version ?? 0);
  },

  async findGame(db: DbOrTrx, merchantId: number, id: number): Promise<CatalogueGame | undefined> {
    const row = await db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
      .select(GAME_COLUMNS)
      .where('g.merchant_id', '=', merchantId)
      .where('g.id', '=', id)
      .executeTakeFirst();
    return row && mapGame(row as GameRow);
  },

  async findGameByCode(
    db: DbOrTrx,
    merchantId: number,
    vendorCode: string,
    gameCode: string,
  ): Promise<CatalogueGame | undefined> {
    const row = await db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
      .select(GAME_COLUMNS)
      .where('g.merchant_id', '=', merchantId)
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
    const row = await db
      .selectFrom('game_vendors')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row && mapVendor(row);
  },

  async upsertVendor(
    db: DbOrTrx,
    merchantId: number,
    v: {
      code: string;
      names: Names;
      category: GameCategory;
      walletMode: VendorWalletMode;
      route: VendorRoute;
      sort: number;
      isHot?: boolean;
    },
  ): Promise<number> {
    const values = {
      name: pickName(v.names, 'en', v.code),
      names: JSON.stringify(v.names),
      category: v.category,
      route: v.route,
      is_hot: v.isHot ? 1 : 0,
    };
    const existing = await db
      .selectFrom('game_vendors')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', v.code)
      .executeTakeFirst();
    if (existing) {
      await db.updateTable('game_vendors').set(values).where('id', '=', existing.id).execute();
      return Number(existing.id);
    }
    const row = await db
      .insertInto('game_vendors')
      .values({
        ...values,
        merchant_id: merchantId,
        code: v.code,
        wallet_mode: v.walletMode,
        enabled: 1,
        sort: v.sort,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** Inserts or updates games by (vendor, gameCode); returns how many were new. */
  async upsertGames(db: DbOrTrx, merchantId: number, games: NewGame[]): Promise<number> {
    let created = 0;
    const now = new Date().toISOString();
    for (const g of games) {
      const values = {
        code: g.code,
        category: g.category,
        names: JSON.stringify(g.names),
        search: searchText(g.names, g.gameCode),
        art: g.art,
        is_hot: g.isHot ? 1 : 0,
        is_new: g.isNew ? 1 : 0,
        demo: g.demo === false ? 0 : 1,
        min_bet: g.minBet.toString(),
        min_line_num: g.minLineNum ?? 0,
        classify: g.classify.length > 0 ? `,${g.classify.join(',')},` : '',
        default_play_type: g.defaultPlayType ?? '',
        account_type_name: g.accountTypeName ?? '',
        is_game: g.isGame ?? 'GAME',
        popularity: g.popularity ?? 0,
        ...(g.enabled === undefined ? {} : { enabled: g.enabled ? 1 : 0 }),
      };
      const existing = await db
        .selectFrom('games')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('vendor_id', '=', g.vendorId)
        .where('game_code', '=', g.gameCode)
        .executeTakeFirst();
      if (existing) {
        await db.updateTable('games').set(values).where('id', '=', existing.id).execute();
      } else {
        await db
          .insertInto('games')
          .values({ ...values, merchant_id: merchantId, vendor_id: g.vendorId, game_code: g.gameCode, created_at: now })
          .execute();
        created++;
      }
    }
    return created;
  },

  async setGameFlags(
    db: DbOrTrx,
    merchantId: number,
    id: number,
    flags: { enabled?: boolean; isHot?: boolean; sort?: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('games')
      .set({
        ...(flags.enabled === undefined ? {} : { enabled: flags.enabled ? 1 : 0 }),
        ...(flags.isHot === undefined ? {} : { is_hot: flags.isHot ? 1 : 0 }),
        ...(flags.sort === undefined ? {} : { sort: flags.sort }),
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async setVendorFlags(
    db: DbOrTrx,
    merchantId: number,
    code: string,
    flags: { enabled?: boolean; isHot?: boolean; sort?: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('game_vendors')
      .set({
        ...(flags.enabled === undefined ? {} : { enabled: flags.enabled ? 1 : 0 }),
        ...(flags.isHot === undefined ? {} : { is_hot: flags.isHot ? 1 : 0 }),
        ...(flags.sort === undefined ? {} : { sort: flags.sort }),
      })
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async lanes(db: DbOrTrx, merchantId: number) {
    const rows = await db
      .selectFrom('game_lanes')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .execute();
    return rows.map((r) => ({ title: r.title, category: r.category as GameCategory, classify: r.classify }));
  },

  async insertLanes(
    db: DbOrTrx,
    merchantId: number,
    lanes: { title: string; category: string; classify: string | null }[],
  ) {
    if (lanes.length === 0) return;
    await db
      .insertInto('game_lanes')
      .values(lanes.map((l, sort) => ({ merchant_id: merchantId, ...l, sort })))
      .execute();
  },

  async art(db: DbOrTrx, name: string) {
    return db.selectFrom('game_art').select(['content_type', 'body']).where('name', '=', name).executeTakeFirst();
  },

  async saveArt(db: DbOrTrx, items: { name: string; contentType: string; body: string }[]) {
    for (let i = 0; i < items.length; i += 200) {
      const chunk = items.slice(i, i + 200).map((a) => ({ name: a.name, content_type: a.contentType, body: a.body }));
      await db
        .insertInto('game_art')
        .values(chunk)
        .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ body: eb.ref('excluded.body') })))
        .execute();
    }
  },
};

export type NewGame = {
  vendorId: number;
  gameCode: string;
  code: string;
  category: GameCategory;
  names: Names;
  art: string;
  isHot?: boolean;
  isNew?: boolean;
  enabled?: boolean;
  demo?: boolean;
  minBet: Minor;
  minLineNum?: number;
  classify: string[];
  defaultPlayType?: string;
  accountTypeName?: string;
  isGame?: IsGame;
  popularity?: number;
};
