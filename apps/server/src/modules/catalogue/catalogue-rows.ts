import type { Selectable } from 'kysely';
import type { GameCategory, IsGame, VendorWalletMode } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { GameVendorsTable } from './catalogue.tables.ts';
import { parseNames, pickName, type CatalogueGame, type CatalogueVendor, vendorRoute } from './catalogue.model.ts';
import type { GamesTable } from './catalogue.tables.ts';

/** A brand's vendor by its code, for the caller to pick the columns. */
export function vendorOfBrand(db: DbOrTrx, merchantId: number, code: string) {
  return db.selectFrom('game_vendors').where('merchant_id', '=', merchantId).where('code', '=', code);
}

/** The columns a catalogue game is read with: the game and its vendor, joined as g and v. */
export const GAME_COLUMNS = [
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

export type GameRow = Omit<Selectable<GamesTable>, 'search' | 'sort' | 'created_at'> & {
  vendor_code: string;
  vendor_name: string;
  vendor_names: string;
  wallet_mode: string;
  route: string;
  vendor_enabled: number;
};

export function mapGame(row: GameRow): CatalogueGame {
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

export function mapVendor(row: Selectable<GameVendorsTable> & { game_count?: unknown }): CatalogueVendor {
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
