import type { GameCategory, IsGame, VendorWalletMode } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { updateRows } from '../../lib/rows.ts';
import { vendorOfBrand } from './catalogue-rows.ts';
import { pickName, searchText, type Names, type VendorRoute } from './catalogue.model.ts';

/** What an operator may switch on a game or a vendor; an absent flag stays as it is. */
type CatalogueFlags = { enabled?: boolean; isHot?: boolean; sort?: number };

function flagColumns(flags: CatalogueFlags) {
  return {
    ...(flags.enabled === undefined ? {} : { enabled: flags.enabled ? 1 : 0 }),
    ...(flags.isHot === undefined ? {} : { is_hot: flags.isHot ? 1 : 0 }),
    ...(flags.sort === undefined ? {} : { sort: flags.sort }),
  };
}

/** The catalogue's writes: the sync and import fill it, operators switch flags. */
export const catalogueWrites = {
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
    const existing = await vendorOfBrand(db, merchantId, v.code).select('id').executeTakeFirst();
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

  async setGameFlags(db: DbOrTrx, merchantId: number, id: number, flags: CatalogueFlags): Promise<boolean> {
    return (await updateRows(db, 'games', { merchant_id: merchantId, id }, flagColumns(flags))) > 0;
  },

  async setVendorFlags(db: DbOrTrx, merchantId: number, code: string, flags: CatalogueFlags): Promise<boolean> {
    return (await updateRows(db, 'game_vendors', { merchant_id: merchantId, code }, flagColumns(flags))) > 0;
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
