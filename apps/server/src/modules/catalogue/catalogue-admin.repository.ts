import type { GameCategory } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { parseNames, pickName } from './catalogue.model.ts';
import { searchMatches } from './catalogue.repository.ts';

export type AdminGameFilter = { search?: string; vendorCode?: string; category?: GameCategory; enabled?: boolean };

/** A game as operators list it: switched off ones too, with its position and its vendor's state. */
export type AdminGameRow = {
  id: number;
  vendorCode: string;
  vendorName: string;
  vendorEnabled: boolean;
  gameCode: string;
  name: string;
  category: GameCategory;
  enabled: boolean;
  isHot: boolean;
  sort: number;
  minBet: Minor;
};

const COLUMNS = [
  'g.id',
  'g.game_code',
  'g.names',
  'g.category',
  'g.enabled',
  'g.is_hot',
  'g.sort',
  'g.min_bet',
  'v.code as vendor_code',
  'v.name as vendor_name',
  'v.names as vendor_names',
  'v.enabled as vendor_enabled',
] as const;

function brandGames(db: DbOrTrx, merchantId: number, filter: AdminGameFilter) {
  let query = db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .where('g.merchant_id', '=', merchantId);
  if (filter.vendorCode) query = query.where('v.code', '=', filter.vendorCode);
  if (filter.category) query = query.where('g.category', '=', filter.category);
  if (filter.enabled !== undefined) query = query.where('g.enabled', '=', filter.enabled ? 1 : 0);
  if (filter.search) query = query.where(searchMatches(filter.search));
  return query;
}

type Row = {
  id: unknown;
  game_code: string;
  names: string;
  category: string;
  enabled: unknown;
  is_hot: unknown;
  sort: unknown;
  min_bet: unknown;
  vendor_code: string;
  vendor_name: string;
  vendor_names: string;
  vendor_enabled: unknown;
};

function mapRow(row: Row): AdminGameRow {
  return {
    id: Number(row.id),
    vendorCode: row.vendor_code,
    vendorName: pickName(parseNames(row.vendor_names), 'en', row.vendor_name),
    vendorEnabled: Number(row.vendor_enabled) === 1,
    gameCode: row.game_code,
    name: pickName(parseNames(row.names), 'en', row.game_code),
    category: row.category as GameCategory,
    enabled: Number(row.enabled) === 1,
    isHot: Number(row.is_hot) === 1,
    sort: Number(row.sort),
    minBet: toMinor(row.min_bet),
  };
}

/** The console's reads of the catalogue: every game of the brand, whatever players may see. */
export const catalogueAdminRepository = {
  async games(db: DbOrTrx, merchantId: number, filter: AdminGameFilter, page: { offset: number; limit: number }) {
    const base = brandGames(db, merchantId, filter);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('g.sort')
        .orderBy('v.sort')
        .orderBy('g.id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    ]);
    return { rows: (rows as Row[]).map(mapRow), total: Number(count?.n ?? 0) };
  },

  async game(db: DbOrTrx, merchantId: number, id: number): Promise<AdminGameRow | undefined> {
    const row = await brandGames(db, merchantId, {}).select(COLUMNS).where('g.id', '=', id).executeTakeFirst();
    return row && mapRow(row as Row);
  },
};
