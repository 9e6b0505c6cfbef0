import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { findRow, insertBrandRows, listRows } from '../../lib/rows.ts';
import type { GameVendorsTable } from './catalogue.tables.ts';

export type WalletMode = 'transfer' | 'seamless';
export type GameVendor = {
  id: number;
  merchantId: number;
  code: string;
  name: string;
  walletMode: WalletMode;
  enabled: boolean;
  sort: number;
};
export type NewGameVendor = { code: string; name: string; walletMode: WalletMode; enabled?: boolean; sort?: number };

function mapVendor(row: Selectable<GameVendorsTable>): GameVendor {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    code: row.code,
    name: row.name,
    walletMode: row.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
    enabled: Number(row.enabled) === 1,
    sort: Number(row.sort),
  };
}

export const vendorsRepository = {
  list(db: DbOrTrx, merchantId: number): Promise<GameVendor[]> {
    return listRows(db, 'game_vendors', { merchant_id: merchantId }, ['sort', 'id'], mapVendor);
  },

  findByCode(db: DbOrTrx, merchantId: number, code: string): Promise<GameVendor | undefined> {
    return findRow(db, 'game_vendors', { merchant_id: merchantId, code }, mapVendor);
  },

  async insert(db: DbOrTrx, merchantId: number, vendors: NewGameVendor[]): Promise<void> {
    const now = new Date().toISOString();
    await insertBrandRows(db, 'game_vendors', merchantId, vendors, (v, i) => ({
      code: v.code,
      name: v.name,
      wallet_mode: v.walletMode,
      enabled: v.enabled === false ? 0 : 1,
      sort: v.sort ?? i,
      created_at: now,
    }));
  },

  async setEnabled(db: DbOrTrx, merchantId: number, code: string, enabled: boolean): Promise<void> {
    await db
      .updateTable('game_vendors')
      .set({ enabled: enabled ? 1 : 0 })
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .execute();
  },
};
