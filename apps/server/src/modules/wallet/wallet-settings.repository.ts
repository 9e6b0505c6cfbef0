import type { DbOrTrx } from '../../db/schema.ts';

export type WalletSettings = { autoTransfer: boolean };

/** Without a row a member has the defaults: auto-transfer on. */
export const DEFAULT_WALLET_SETTINGS: WalletSettings = { autoTransfer: true };

export const walletSettingsRepository = {
  async find(db: DbOrTrx, memberId: number): Promise<WalletSettings> {
    const row = await db
      .selectFrom('wallet_settings')
      .select('auto_transfer')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? { autoTransfer: Number(row.auto_transfer) === 1 } : DEFAULT_WALLET_SETTINGS;
  },

  async save(db: DbOrTrx, memberId: number, settings: WalletSettings): Promise<void> {
    const values = { auto_transfer: settings.autoTransfer ? 1 : 0, updated_at: new Date().toISOString() };
    await db
      .insertInto('wallet_settings')
      .values({ member_id: memberId, ...values })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
      .execute();
  },
};
