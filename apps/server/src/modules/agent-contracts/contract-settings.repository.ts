import type { DbOrTrx } from '../../db/schema.ts';
import type { ContractSettings } from './settlement.model.ts';

/** The brand's settlement settings and the members settlement leaves out. */
export const contractSettingsRepository = {
  async settings(db: DbOrTrx, merchantId: number): Promise<ContractSettings> {
    const row = await db
      .selectFrom('contract_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return { negativeCarry: Number(row?.negative_carry ?? 0) === 1, autoApprove: Number(row?.auto_approve ?? 0) === 1 };
  },

  async saveSettings(db: DbOrTrx, merchantId: number, s: ContractSettings, at: string): Promise<void> {
    const values = { negative_carry: s.negativeCarry ? 1 : 0, auto_approve: s.autoApprove ? 1 : 0, updated_at: at };
    await db
      .insertInto('contract_settings')
      .values({ merchant_id: merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
  },

  async exclude(db: DbOrTrx, merchantId: number, memberId: number, reason: 'test' | 'blocked', at: string) {
    await db
      .insertInto('contract_exclusions')
      .values({ merchant_id: merchantId, member_id: memberId, reason, created_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ reason }))
      .execute();
  },

  async blockedAgents(db: DbOrTrx, merchantId: number): Promise<Set<number>> {
    const rows = await db
      .selectFrom('contract_exclusions')
      .select('member_id')
      .where('merchant_id', '=', merchantId)
      .execute();
    // A test account is paid nothing either.
    return new Set(rows.map((r) => Number(r.member_id)));
  },
};
