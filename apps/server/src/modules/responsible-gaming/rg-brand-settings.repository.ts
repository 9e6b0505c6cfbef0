import type { RgBrandSettings, RgDepositLimitPrompt } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';

/** A brand's settings row, mapped (undefined: the brand never saved any); and what the prompt asks of a member. */
export const rgBrandSettingsRepository = {
  async find(db: DbOrTrx, merchantId: number): Promise<RgBrandSettings | undefined> {
    const r = await db
      .selectFrom('rg_brand_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      minimumAge: Number(r.minimum_age) === 21 ? 21 : 18,
      agreementTicked: Number(r.agreement_ticked) === 1,
      depositLimitPrompt: r.deposit_limit_prompt as RgDepositLimitPrompt,
      realityCheckMinutes: Number(r.reality_check_minutes),
      realityCheckRange: { min: Number(r.reality_check_min), max: Number(r.reality_check_max) },
      sessionLimitRange: { min: Number(r.session_limit_min), max: Number(r.session_limit_max) },
    };
  },

  async save(db: DbOrTrx, merchantId: number, s: RgBrandSettings, by: { actor: string; now: Date }): Promise<void> {
    const row = {
      minimum_age: s.minimumAge,
      agreement_ticked: s.agreementTicked ? 1 : 0,
      deposit_limit_prompt: s.depositLimitPrompt,
      reality_check_minutes: s.realityCheckMinutes,
      reality_check_min: s.realityCheckRange.min,
      reality_check_max: s.realityCheckRange.max,
      session_limit_min: s.sessionLimitRange.min,
      session_limit_max: s.sessionLimitRange.max,
      updated_at: by.now.toISOString(),
      updated_by: by.actor,
    };
    await db
      .insertInto('rg_brand_settings')
      .values({ merchant_id: merchantId, ...row })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
      .execute();
  },

  /** Whether the member has a deposit limit, or has ever asked to deposit (paid or still pending). */
  async hasDepositLimitOrDeposit(db: DbOrTrx, memberId: number): Promise<boolean> {
    const limit = await db
      .selectFrom('rg_limits')
      .select('member_id')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'deposit')
      .limit(1)
      .executeTakeFirst();
    if (limit) return true;
    const deposit = await db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', 'in', ['pending', 'credited'])
      .limit(1)
      .executeTakeFirst();
    return deposit !== undefined;
  },
};
