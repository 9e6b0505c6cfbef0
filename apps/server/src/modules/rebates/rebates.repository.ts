import type { RebatePeriodKind } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import { settingsOff, type PaidClaim, type RebateSettings } from './rebates.model.ts';

type ClaimRow = {
  id: number | bigint;
  merchant_id: number;
  member_id: number;
  period_key: string;
  category: string;
  valid_bet: unknown;
  rate_bp: number;
  amount: unknown;
  source: string;
  created_at: string;
};

const mapClaim = (r: ClaimRow): PaidClaim => ({
  id: Number(r.id),
  merchantId: r.merchant_id,
  memberId: r.member_id,
  periodKey: r.period_key,
  category: r.category,
  validBet: toMinor(r.valid_bet),
  rateBp: r.rate_bp,
  amount: toMinor(r.amount),
  source: r.source === 'auto' ? 'auto' : 'member',
  createdAt: r.created_at,
});

const CLAIM_COLUMNS = [
  'c.id',
  'c.merchant_id',
  'c.member_id',
  'c.period_key',
  'c.category',
  'c.valid_bet',
  'c.rate_bp',
  'c.amount',
  'c.source',
  'c.created_at',
] as const;

export const rebatesRepository = {
  async settings(db: DbOrTrx, merchantId: number): Promise<RebateSettings> {
    const row = await db
      .selectFrom('rebate_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) return settingsOff(merchantId);
    return {
      merchantId,
      enabled: Boolean(row.enabled),
      periodKind: row.period_kind as RebatePeriodKind,
      autoPay: Boolean(row.auto_pay),
      minPayout: toMinor(row.min_payout),
      maxPayout: row.max_payout === null ? null : toMinor(row.max_payout),
    };
  },

  async saveSettings(db: DbOrTrx, s: RebateSettings, at: string): Promise<void> {
    const values = {
      enabled: s.enabled ? 1 : 0,
      period_kind: s.periodKind,
      auto_pay: s.autoPay ? 1 : 0,
      min_payout: s.minPayout.toString(),
      max_payout: s.maxPayout === null ? null : s.maxPayout.toString(),
      updated_at: at,
    };
    await db
      .insertInto('rebate_settings')
      .values({ merchant_id: s.merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
  },

  /** Brands whose rebate is on and paid by the schedule. */
  async autoPayBrands(db: DbOrTrx): Promise<number[]> {
    const rows = await db
      .selectFrom('rebate_settings')
      .select('merchant_id')
      .where('enabled', '=', 1)
      .where('auto_pay', '=', 1)
      .execute();
    return rows.map((r) => r.merchant_id);
  },

  /** The member's valid bet per category over business days (the play record's daily roll-up). */
  async validBetByCategory(db: DbOrTrx, memberId: number, days: string[]): Promise<Map<string, bigint>> {
    if (days.length === 0) return new Map();
    const rows = await db
      .selectFrom('member_day_play')
      .select(['category', (eb) => eb.fn.sum<string>('valid_bet').as('valid_bet')])
      .where('member_id', '=', memberId)
      .where('day', 'in', days)
      .groupBy('category')
      .execute();
    return new Map(rows.map((r) => [r.category, BigInt(toMinor(r.valid_bet))]));
  },

  /** Members of the brand with valid bet on these days (whom the schedule pays). */
  async membersWithPlay(db: DbOrTrx, merchantId: number, days: string[]): Promise<number[]> {
    const rows = await db
      .selectFrom('member_day_play')
      .select('member_id')
      .distinct()
      .where('merchant_id', '=', merchantId)
      .where('day', 'in', days)
      .where('valid_bet', '>', 0)
      .orderBy('member_id')
      .execute();
    return rows.map((r) => r.member_id);
  },

  /**
   * Takes the days of a line for this claim: answers the days this transaction now holds. A day
   * another claim holds (committed, or in flight: the insert waits for it) is not answered.
   */
  async takeDays(db: DbOrTrx, memberId: number, category: string, days: string[]): Promise<string[]> {
    if (days.length === 0) return [];
    const rows = await db
      .insertInto('rebate_claim_days')
      .values(days.map((day) => ({ member_id: memberId, category, day, claim_id: null })))
      .onConflict((oc) => oc.columns(['member_id', 'category', 'day']).doNothing())
      .returning('day')
      .execute();
    return rows.map((r) => r.day);
  },

  async releaseDays(db: DbOrTrx, memberId: number, category: string, days: string[]): Promise<void> {
    if (days.length === 0) return;
    await db
      .deleteFrom('rebate_claim_days')
      .where('member_id', '=', memberId)
      .where('category', '=', category)
      .where('day', 'in', days)
      .where('claim_id', 'is', null)
      .execute();
  },

  /** The paid line; null when the (member, period, category) line exists already. */
  async insertClaim(db: DbOrTrx, c: Omit<PaidClaim, 'id'>): Promise<number | null> {
    const row = await db
      .insertInto('rebate_claims')
      .values({
        merchant_id: c.merchantId,
        member_id: c.memberId,
        period_key: c.periodKey,
        category: c.category,
        valid_bet: c.validBet.toString(),
        rate_bp: c.rateBp,
        amount: c.amount.toString(),
        source: c.source,
        ledger_transaction_id: null,
        created_at: c.createdAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'period_key', 'category']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  },

  async markPosted(
    db: DbOrTrx,
    claimId: number,
    c: { memberId: number; category: string; days: string[] },
    txId: number,
  ) {
    await db.updateTable('rebate_claims').set({ ledger_transaction_id: txId }).where('id', '=', claimId).execute();
    await db
      .updateTable('rebate_claim_days')
      .set({ claim_id: claimId })
      .where('member_id', '=', c.memberId)
      .where('category', '=', c.category)
      .where('day', 'in', c.days)
      .execute();
  },

  async claimsOfPeriod(db: DbOrTrx, memberId: number, periodKey: string): Promise<PaidClaim[]> {
    const rows = await db
      .selectFrom('rebate_claims as c')
      .select(CLAIM_COLUMNS)
      .where('c.member_id', '=', memberId)
      .where('c.period_key', '=', periodKey)
      .execute();
    return rows.map(mapClaim);
  },

  /** Claims newest first, of a member or of a brand (optionally one period), with the page's total. */
  async claims(
    db: DbOrTrx,
    filter: { merchantId: number; memberId?: number; periodKey?: string | undefined },
    page: { offset: number; limit: number },
  ): Promise<{ list: (PaidClaim & { member: string })[]; total: number; paid: bigint }> {
    let query = db
      .selectFrom('rebate_claims as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .where('c.merchant_id', '=', filter.merchantId);
    if (filter.memberId !== undefined) query = query.where('c.member_id', '=', filter.memberId);
    if (filter.periodKey) query = query.where('c.period_key', '=', filter.periodKey);
    const totals = await query
      .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('c.amount').as('paid')])
      .executeTakeFirst();
    const rows = await query
      .select([...CLAIM_COLUMNS, 'm.username'])
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return {
      list: rows.map((r) => ({ ...mapClaim(r), member: r.username })),
      total: Number(totals?.n ?? 0),
      paid: BigInt(toMinor(totals?.paid ?? 0)),
    };
  },

  /** Every paid line with its ledger key's parts (ledger:check). */
  async allClaims(db: DbOrTrx): Promise<PaidClaim[]> {
    return (await db.selectFrom('rebate_claims as c').select(CLAIM_COLUMNS).execute()).map(mapClaim);
  },
};
