import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { RewardClaim, VipChangeReason, VipMember } from './vip.model.ts';
import type { VipMembersTable } from './vip.tables.ts';

/** Members' places on the ladder, their growth, history and rewards (migration 0170). */

type MemberRow = Omit<VipMembersTable, 'growth'> & { growth: bigint | number | string };

/** Growth of one member from one source (a bet, a deposit), as it is recorded once. */
type NewGrowth = {
  merchantId: number;
  memberId: number;
  kind: string;
  source: string;
  base: Minor;
  amount: Minor;
  at: string;
};
const growthRow = (g: NewGrowth) => ({
  merchant_id: g.merchantId,
  member_id: g.memberId,
  kind: g.kind,
  source: g.source,
  base: g.base,
  amount: g.amount,
  at: g.at,
});
const mapMember = (r: MemberRow): VipMember => ({
  memberId: Number(r.member_id),
  merchantId: Number(r.merchant_id),
  levelId: r.level_id === null ? null : Number(r.level_id),
  growth: toMinor(r.growth),
  levelSince: r.level_since,
  reviewDueAt: r.review_due_at,
  birthday: r.birthday,
});

export type HistoryRow = {
  at: string;
  reason: VipChangeReason;
  fromLevelId: number | null;
  toLevelId: number | null;
  growth: Minor;
  periodKey: string | null;
};

export type RewardRow = {
  kind: 'level_up' | 'birthday';
  ref: string;
  amount: Minor;
  status: 'paid' | 'withheld';
  at: string;
};

export const vipRepository = {
  async member(db: DbOrTrx, memberId: number): Promise<VipMember | undefined> {
    const row = await db.selectFrom('vip_members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return row && mapMember(row);
  },

  /** The member's row, locked to the end of the transaction on PostgreSQL (SQLite has one writer). */
  async lockedMember(trx: Trx, memberId: number): Promise<VipMember | undefined> {
    const query = trx.selectFrom('vip_members').selectAll().where('member_id', '=', memberId);
    const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
    return row && mapMember(row);
  },

  /** Opens the member's row at `levelId` unless it exists. */
  async ensureMember(
    db: DbOrTrx,
    m: { memberId: number; merchantId: number; levelId: number | null; reviewDueAt: string | null },
    now: string,
  ): Promise<void> {
    await db
      .insertInto('vip_members')
      .values({
        member_id: m.memberId,
        merchant_id: m.merchantId,
        level_id: m.levelId,
        growth: 0,
        level_since: now,
        review_due_at: m.reviewDueAt,
        birthday: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  },

  /** Records growth once per source; false when the source was counted already. */
  async insertGrowth(db: DbOrTrx, g: NewGrowth): Promise<boolean> {
    const row = await db
      .insertInto('vip_growth')
      .values(growthRow(g))
      .onConflict((oc) => oc.columns(['merchant_id', 'source']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** insertGrowth for a delivery batch, in statements of 200: the sources not counted before. */
  async insertGrowthMany(db: DbOrTrx, growth: NewGrowth[]): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (let from = 0; from < growth.length; from += 200) {
      const rows = await db
        .insertInto('vip_growth')
        .values(growth.slice(from, from + 200).map(growthRow))
        .onConflict((oc) => oc.columns(['merchant_id', 'source']).doNothing())
        .returning('source')
        .execute();
      for (const r of rows) fresh.add(r.source);
    }
    return fresh;
  },

  /** Adds to the member's growth in one conditional write (it row-locks on PostgreSQL); the row after. */
  async bumpGrowth(db: DbOrTrx, memberId: number, amount: Minor, now: string): Promise<VipMember> {
    const row = await db
      .updateTable('vip_members')
      .set({ growth: sql`growth + ${amount}`, updated_at: now })
      .where('member_id', '=', memberId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapMember(row);
  },

  /** Moves the member to `levelId` only if still at `fromLevelId`; false when someone moved it first. */
  async moveLevel(
    db: DbOrTrx,
    memberId: number,
    fromLevelId: number | null,
    to: { levelId: number; since: string; reviewDueAt: string | null; growth?: Minor },
    now: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('vip_members')
      .set({
        level_id: to.levelId,
        level_since: to.since,
        review_due_at: to.reviewDueAt,
        ...(to.growth === undefined ? {} : { growth: to.growth }),
        updated_at: now,
      })
      .where('member_id', '=', memberId)
      .where('level_id', fromLevelId === null ? 'is' : '=', fromLevelId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Moves the next review on, only from `from`; false when another runner reviewed it. */
  async moveReview(db: DbOrTrx, memberId: number, from: string, to: string | null, now: string): Promise<boolean> {
    const result = await db
      .updateTable('vip_members')
      .set({ review_due_at: to, updated_at: now })
      .where('member_id', '=', memberId)
      .where('review_due_at', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setBirthday(db: DbOrTrx, memberId: number, birthday: string, onlyUnset: boolean, now: string) {
    let query = db.updateTable('vip_members').set({ birthday, updated_at: now }).where('member_id', '=', memberId);
    if (onlyUnset) query = query.where('birthday', 'is', null);
    return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
  },

  /** Growth earned (bets and deposits) in [start, end). */
  async earnedBetween(db: DbOrTrx, memberId: number, start: string, end: string): Promise<Minor> {
    const row = await db
      .selectFrom('vip_growth')
      .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
      .where('member_id', '=', memberId)
      .where('kind', 'in', ['bet', 'deposit'])
      .where('at', '>=', start)
      .where('at', '<', end)
      .executeTakeFirst();
    return toMinor(row?.total ?? 0);
  },

  /** Members whose review is due at or before `at`, oldest first. */
  async dueReviews(db: DbOrTrx, at: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('vip_members')
      .select('member_id')
      .where('review_due_at', '<=', at)
      .orderBy('review_due_at')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.member_id));
  },

  /** Members of the brand born on `monthDay` (MM-dd) with their level. */
  async bornOn(db: DbOrTrx, merchantId: number, monthDays: string[]): Promise<VipMember[]> {
    const rows = await db
      .selectFrom('vip_members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where((eb) => eb.or(monthDays.map((d) => eb('birthday', 'like', `%-${d}`))))
      .execute();
    return rows.map(mapMember);
  },

  async insertHistory(
    db: DbOrTrx,
    h: {
      merchantId: number;
      memberId: number;
      reason: VipChangeReason;
      fromLevelId: number | null;
      toLevelId: number | null;
      growth: Minor;
      periodKey: string | null;
      actor: string;
      at: string;
    },
  ): Promise<boolean> {
    const row = await db
      .insertInto('vip_history')
      .values({
        merchant_id: h.merchantId,
        member_id: h.memberId,
        reason: h.reason,
        from_level_id: h.fromLevelId,
        to_level_id: h.toLevelId,
        growth: h.growth,
        period_key: h.periodKey,
        actor: h.actor,
        at: h.at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async history(db: DbOrTrx, memberId: number, page: { pageNo: number; size: number }) {
    const total = await db
      .selectFrom('vip_history')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('vip_history')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.pageNo - 1) * page.size)
      .execute();
    const list: HistoryRow[] = rows.map((r) => ({
      at: r.at,
      reason: r.reason as VipChangeReason,
      fromLevelId: r.from_level_id === null ? null : Number(r.from_level_id),
      toLevelId: r.to_level_id === null ? null : Number(r.to_level_id),
      growth: toMinor(r.growth),
      periodKey: r.period_key,
    }));
    return { list, total: Number(total?.n ?? 0) };
  },

  /** Claims the reward's one row; false when it was claimed already (by this or another instance). */
  async claimReward(db: DbOrTrx, r: RewardClaim & { status: 'paid' | 'withheld'; at: string }): Promise<number | null> {
    const row = await db
      .insertInto('vip_rewards')
      .values({
        merchant_id: r.merchantId,
        member_id: r.memberId,
        kind: r.kind,
        ref: r.ref,
        level_id: r.levelId,
        amount: r.amount,
        status: r.status,
        ledger_transaction_id: null,
        at: r.at,
      })
      .onConflict((oc) => oc.columns(['member_id', 'kind', 'ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  },

  async markRewardPosted(db: DbOrTrx, id: number, ledgerTransactionId: number): Promise<void> {
    await db
      .updateTable('vip_rewards')
      .set({ ledger_transaction_id: ledgerTransactionId })
      .where('id', '=', id)
      .execute();
  },

  async rewards(db: DbOrTrx, memberId: number): Promise<RewardRow[]> {
    const rows = await db
      .selectFrom('vip_rewards')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return rows.map((r) => ({
      kind: r.kind as RewardRow['kind'],
      ref: r.ref,
      amount: toMinor(r.amount),
      status: r.status as RewardRow['status'],
      at: r.at,
    }));
  },

  /** Every reward, for the reconciliation against the ledger. */
  async allRewards(db: DbOrTrx) {
    const rows = await db
      .selectFrom('vip_rewards')
      .select(['id', 'merchant_id', 'member_id', 'kind', 'ref', 'amount', 'status'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      merchantId: Number(r.merchant_id),
      memberId: Number(r.member_id),
      kind: r.kind as RewardRow['kind'],
      ref: r.ref,
      amount: toMinor(r.amount),
      status: r.status as RewardRow['status'],
    }));
  },

  async brandCurrency(db: DbOrTrx, merchantId: number): Promise<string> {
    const row = await db
      .selectFrom('merchants')
      .select('currency')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return row.currency;
  },
};
