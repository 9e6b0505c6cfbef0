import { sql, type Insertable, type Selectable } from 'kysely';
import {
  activityContentSchema,
  audienceSchema,
  promotionRewardSchema,
  triggerSchema,
  wageringSchema,
  type ActivityDefinition,
  type Language,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';
import { isPostgres } from '../../db/dialect.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import type { Activity, Bonus, BonusState, Participation, ParticipationState } from './promotions.model.ts';
import type { PromoActivitiesTable, PromoBonusesTable, PromoParticipationsTable } from './promotions.tables.ts';

export const DEFAULT_MAX_MULTIPLE = 10;

const optMinor = (v: unknown): Minor | null => (v === null || v === undefined ? null : toMinor(v));

export function mapActivity(r: Selectable<PromoActivitiesTable>): Activity {
  return {
    id: Number(r.id),
    merchantId: Number(r.merchant_id),
    category: r.category as Activity['category'],
    status: r.status as Activity['status'],
    content: activityContentSchema.parse(JSON.parse(r.content)),
    languages: JSON.parse(r.languages) as Language[],
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    audience: audienceSchema.parse(JSON.parse(r.audience)),
    trigger: triggerSchema.parse(JSON.parse(r.trigger_rule)),
    reward: promotionRewardSchema.parse(JSON.parse(r.reward)),
    wagering: wageringSchema.parse(JSON.parse(r.wagering)),
    requiresJoin: r.requires_join === 1,
    autoClaim: r.auto_claim === 1,
    repeat: r.repeat_rule as Activity['repeat'],
    sortOrder: Number(r.sort_order),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function activityRow(merchantId: number, d: ActivityDefinition) {
  return {
    merchant_id: merchantId,
    category: d.category,
    content: JSON.stringify(d.content),
    languages: JSON.stringify(d.languages),
    starts_at: new Date(d.startsAt).toISOString(),
    ends_at: d.endsAt === null ? null : new Date(d.endsAt).toISOString(),
    audience: JSON.stringify(d.audience),
    trigger_rule: JSON.stringify(d.trigger),
    trigger_kind: d.trigger.kind,
    reward: JSON.stringify(d.reward),
    wagering: JSON.stringify(d.wagering),
    requires_join: d.requiresJoin ? 1 : 0,
    auto_claim: d.autoClaim ? 1 : 0,
    repeat_rule: d.repeat,
    sort_order: d.sortOrder,
  };
}

const mapParticipation = (r: Selectable<PromoParticipationsTable>): Participation => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  activityId: Number(r.activity_id),
  memberId: Number(r.member_id),
  periodKey: r.period_key,
  state: r.state as ParticipationState,
  sourceRef: r.source_ref,
  depositId: r.deposit_id === null ? null : Number(r.deposit_id),
  baseAmount: toMinor(r.base_amount),
  rewardAmount: optMinor(r.reward_amount),
  comment: r.comment,
  reviewNote: r.review_note,
  firstApprovedBy: r.first_approved_by === null ? null : Number(r.first_approved_by),
  claimedAt: r.claimed_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const mapBonus = (r: Selectable<PromoBonusesTable>): Bonus => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  activityId: Number(r.activity_id),
  participationId: Number(r.participation_id),
  depositId: r.deposit_id === null ? null : Number(r.deposit_id),
  amount: toMinor(r.amount),
  requiredTurnover: toMinor(r.required_turnover),
  progress: toMinor(r.progress),
  betsCounted: Number(r.bets_counted),
  betsOverMax: Number(r.bets_over_max),
  maxBet: optMinor(r.max_bet),
  maxConversion: optMinor(r.max_conversion),
  contributions: JSON.parse(r.contributions) as Record<string, number>,
  state: r.state as BonusState,
  convertedAmount: optMinor(r.converted_amount),
  lapsedAmount: optMinor(r.lapsed_amount),
  expiresAt: r.expires_at,
  endedAt: r.ended_at,
  createdAt: r.created_at,
});

/**
 * The member's bonus being wagered, read on every real-money stake: statements of fixed text
 * (db/precompiled.ts), every column named. `state = 'wagering'` is in the text, where the planner
 * can match the partial unique index on it.
 */
const BONUS_COLUMNS = [
  'id',
  'merchant_id',
  'member_id',
  'activity_id',
  'participation_id',
  'deposit_id',
  'amount',
  'required_turnover',
  'progress',
  'bets_counted',
  'bets_over_max',
  'max_bet',
  'max_conversion',
  'contributions',
  'state',
  'converted_amount',
  'lapsed_amount',
  'expires_at',
  'ended_at',
  'created_at',
] as const satisfies readonly (keyof PromoBonusesTable)[];
const wageringBonusOf = (db: DbOrTrx, $: Slots<{ memberId: number }>) =>
  db
    .selectFrom('promo_bonuses')
    .select(BONUS_COLUMNS)
    .where('member_id', '=', $('memberId'))
    .where('state', '=', sql.lit('wagering'));
const activeBonusRead = precompiled(wageringBonusOf);
/** Locked on PostgreSQL (SQLite runs one writer at a time). */
const activeBonusLocked = precompiled((db, $: Slots<{ memberId: number }>) =>
  isPostgres(db) ? wageringBonusOf(db, $).forUpdate() : wageringBonusOf(db, $),
);

export const promotionsRepository = {
  async maxMultiple(db: DbOrTrx, merchantId: number): Promise<number> {
    const row = await db
      .selectFrom('promo_settings')
      .select('max_wagering_multiple')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? Number(row.max_wagering_multiple) : DEFAULT_MAX_MULTIPLE;
  },

  async saveMaxMultiple(db: DbOrTrx, merchantId: number, value: number): Promise<void> {
    const updated_at = new Date().toISOString();
    await db
      .insertInto('promo_settings')
      .values({ merchant_id: merchantId, max_wagering_multiple: value, updated_at })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ max_wagering_multiple: value, updated_at }))
      .execute();
  },

  async insertActivity(db: DbOrTrx, row: Insertable<PromoActivitiesTable>): Promise<number> {
    const inserted = await db.insertInto('promo_activities').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  async updateActivity(db: DbOrTrx, merchantId: number, id: number, values: Partial<Insertable<PromoActivitiesTable>>) {
    const result = await db
      .updateTable('promo_activities')
      .set(values)
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async activity(db: DbOrTrx, merchantId: number, id: number): Promise<Activity | null> {
    const row = await db
      .selectFrom('promo_activities')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? mapActivity(row) : null;
  },

  /** Activities of the brand: all (console) or those players may see (published: active or paused). */
  async activities(db: DbOrTrx, merchantId: number, options: { published?: boolean; triggerKind?: string } = {}) {
    let query = db.selectFrom('promo_activities').selectAll().where('merchant_id', '=', merchantId);
    if (options.published) query = query.where('status', 'in', ['active', 'paused']);
    if (options.triggerKind) query = query.where('trigger_kind', '=', options.triggerKind);
    const rows = await query.orderBy('sort_order').orderBy('id', 'desc').execute();
    return rows.map(mapActivity);
  },

  /** Published activities of every brand with this trigger (the loss job's pass). */
  async activitiesWithTrigger(db: DbOrTrx, triggerKind: string) {
    const rows = await db
      .selectFrom('promo_activities')
      .selectAll()
      .where('trigger_kind', '=', triggerKind)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map(mapActivity);
  },

  /** Where the loss job's passes have judged a loss activity through (the end of a period), or null. */
  async lossJudgedThrough(db: DbOrTrx, activityId: number): Promise<Date | null> {
    const row = await db
      .selectFrom('promo_activities')
      .select('loss_judged_through')
      .where('id', '=', activityId)
      .executeTakeFirst();
    return row?.loss_judged_through ? new Date(row.loss_judged_through) : null;
  },

  /** Moves the mark forward only: a slower pass of an earlier slot never takes it back. */
  async markLossJudged(db: DbOrTrx, activityId: number, through: Date): Promise<void> {
    const at = through.toISOString();
    await db
      .updateTable('promo_activities')
      .set({ loss_judged_through: at })
      .where('id', '=', activityId)
      .where((eb) => eb.or([eb('loss_judged_through', 'is', null), eb('loss_judged_through', '<', at)]))
      .execute();
  },

  async participations(db: DbOrTrx, memberId: number, activityIds: number[]): Promise<Participation[]> {
    if (activityIds.length === 0) return [];
    const rows = await db
      .selectFrom('promo_participations')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('activity_id', 'in', activityIds)
      .orderBy('id')
      .execute();
    return rows.map(mapParticipation);
  },

  async participation(db: DbOrTrx, id: number): Promise<Participation | null> {
    const row = await db.selectFrom('promo_participations').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? mapParticipation(row) : null;
  },

  async participationFor(db: DbOrTrx, activityId: number, memberId: number, periodKey: string) {
    const row = await db
      .selectFrom('promo_participations')
      .selectAll()
      .where('activity_id', '=', activityId)
      .where('member_id', '=', memberId)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
    return row ? mapParticipation(row) : null;
  },

  /** Inserts unless the (activity, member, period) row exists: answers whether this call made it. */
  async insertParticipation(db: DbOrTrx, row: Insertable<PromoParticipationsTable>): Promise<boolean> {
    const result = await db
      .insertInto('promo_participations')
      .values(row)
      .onConflict((oc) => oc.columns(['activity_id', 'member_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return result !== undefined;
  },

  /** Moves a participation only from the states given: the conditional write that makes "once" hold. */
  async moveParticipation(
    db: DbOrTrx,
    id: number,
    from: ParticipationState[],
    values: Partial<Insertable<PromoParticipationsTable>> & { state: ParticipationState },
  ): Promise<boolean> {
    const result = await db
      .updateTable('promo_participations')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The two-person rule's first approval: set once, on a pending application without one. */
  async recordFirstApproval(db: DbOrTrx, id: number, operatorId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('promo_participations')
      .set({ first_approved_by: operatorId, first_approved_at: now, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('first_approved_by', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async applications(db: DbOrTrx, merchantId: number | null, state: ParticipationState | undefined) {
    let query = db
      .selectFrom('promo_participations as p')
      .innerJoin('promo_activities as a', 'a.id', 'p.activity_id')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .leftJoin('operators as o', 'o.id', 'p.first_approved_by')
      .selectAll('p')
      .select(['m.username', 'a.content', 'o.username as firstApprover'])
      .where('a.trigger_kind', '=', 'application');
    if (merchantId !== null) query = query.where('p.merchant_id', '=', merchantId);
    if (state) query = query.where('p.state', '=', state);
    const rows = await query.orderBy('p.id', 'desc').limit(200).execute();
    return rows.map((r) => ({
      ...mapParticipation(r),
      username: r.username,
      content: r.content,
      firstApprover: r.firstApprover,
    }));
  },

  /**
   * Inserts a bonus unless a unique key says no (its participation or deposit has one, or the
   * member has one being wagered): answers its id, or null with nothing written.
   */
  /** How many images each of these participations carries. */
  async imageCounts(db: DbOrTrx, participationIds: number[]): Promise<Map<number, number>> {
    if (participationIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('promo_application_images')
      .select(['participation_id', (eb) => eb.fn.countAll().as('n')])
      .where('participation_id', 'in', participationIds)
      .groupBy('participation_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.participation_id), Number(r.n)]));
  },

  async insertImage(db: DbOrTrx, row: { participationId: number; memberId: number; mime: string; bytes: Buffer }) {
    await db
      .insertInto('promo_application_images')
      .values({
        participation_id: row.participationId,
        member_id: row.memberId,
        mime: row.mime,
        size: row.bytes.length,
        bytes: row.bytes,
        created_at: new Date().toISOString(),
      })
      .execute();
  },

  /** The nth image (1-based, in upload order) of a participation. */
  async image(db: DbOrTrx, participationId: number, n: number) {
    const row = await db
      .selectFrom('promo_application_images')
      .select(['mime', 'bytes'])
      .where('participation_id', '=', participationId)
      .orderBy('id')
      .offset(n - 1)
      .limit(1)
      .executeTakeFirst();
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
  },

  async insertBonusIfFree(db: DbOrTrx, row: Insertable<PromoBonusesTable>): Promise<number | null> {
    const inserted = await db
      .insertInto('promo_bonuses')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : null;
  },

  async setLedgerTransaction(db: DbOrTrx, participationId: number, transactionId: number): Promise<void> {
    await db
      .updateTable('promo_participations')
      .set({ ledger_transaction_id: transactionId })
      .where('id', '=', participationId)
      .execute();
  },

  async bonus(db: DbOrTrx, id: number): Promise<Bonus | null> {
    const row = await db.selectFrom('promo_bonuses').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? mapBonus(row) : null;
  },

  async bonuses(db: DbOrTrx, memberId: number): Promise<Bonus[]> {
    const rows = await db
      .selectFrom('promo_bonuses')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return rows.map(mapBonus);
  },

  /** The member's bonus being wagered (at most one: a partial unique index), locked on PostgreSQL. */
  async activeBonus(db: DbOrTrx, memberId: number, lock = false): Promise<Bonus | null> {
    const row = await (lock ? activeBonusLocked : activeBonusRead).first(db, { memberId });
    return row ? mapBonus(row) : null;
  },

  async bonusForParticipation(db: DbOrTrx, participationId: number): Promise<Bonus | null> {
    const row = await db
      .selectFrom('promo_bonuses')
      .selectAll()
      .where('participation_id', '=', participationId)
      .executeTakeFirst();
    return row ? mapBonus(row) : null;
  },

  async addProgress(db: DbOrTrx, id: number, counted: Minor, overMax: boolean): Promise<void> {
    await db
      .updateTable('promo_bonuses')
      .set((eb) => ({
        progress: eb('progress', '+', counted.toString() as never),
        bets_counted: eb('bets_counted', '+', overMax ? 0 : 1),
        bets_over_max: eb('bets_over_max', '+', overMax ? 1 : 0),
      }))
      .where('id', '=', id)
      .where('state', '=', 'wagering')
      .execute();
  },

  /** Ends a bonus being wagered; false when it had ended already (someone else ended it first). */
  async endBonus(
    db: DbOrTrx,
    id: number,
    state: Exclude<BonusState, 'wagering'>,
    amounts: { converted: Minor | null; lapsed: Minor },
    at: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('promo_bonuses')
      .set({
        state,
        converted_amount: amounts.converted === null ? null : amounts.converted.toString(),
        lapsed_amount: amounts.lapsed.toString(),
        ended_at: at,
      })
      .where('id', '=', id)
      .where('state', '=', 'wagering')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async expiredBonusIds(db: DbOrTrx, now: Date): Promise<number[]> {
    const rows = await db
      .selectFrom('promo_bonuses')
      .select('id')
      .where('state', '=', 'wagering')
      .where('expires_at', '<=', now.toISOString())
      .limit(500)
      .execute();
    return rows.map((r) => Number(r.id));
  },

  async report(db: DbOrTrx, activityId: number) {
    const states = await db
      .selectFrom('promo_participations')
      .select(['state', (eb) => eb.fn.countAll().as('n')])
      .where('activity_id', '=', activityId)
      .groupBy('state')
      .execute();
    const bonuses = await db
      .selectFrom('promo_bonuses')
      .select([
        'state',
        (eb) => eb.fn.countAll().as('n'),
        (eb) => eb.fn.sum('amount').as('amount'),
        (eb) => eb.fn.sum('converted_amount').as('converted'),
        (eb) => eb.fn.sum('lapsed_amount').as('lapsed'),
      ])
      .where('activity_id', '=', activityId)
      .groupBy('state')
      .execute();
    const cash = await db
      .selectFrom('promo_participations as p')
      .leftJoin('promo_bonuses as b', 'b.participation_id', 'p.id')
      .select((eb) => eb.fn.sum('p.reward_amount').as('paid'))
      .where('p.activity_id', '=', activityId)
      .where('p.state', 'in', ['claimed', 'issued'])
      .where('b.id', 'is', null)
      .executeTakeFirst();
    return {
      states: states.map((s) => ({ state: s.state, n: Number(s.n) })),
      bonuses: bonuses.map((b) => ({
        state: b.state,
        n: Number(b.n),
        amount: toMinor(b.amount ?? 0),
        converted: toMinor(b.converted ?? 0),
        lapsed: toMinor(b.lapsed ?? 0),
      })),
      cashPaid: toMinor(cash?.paid ?? 0),
    };
  },

  /** Every bonus and cash reward with the ledger transaction it should have (ledger:check). */
  async paidRewards(db: DbOrTrx) {
    const rows = await db
      .selectFrom('promo_participations as p')
      .leftJoin('promo_bonuses as b', 'b.participation_id', 'p.id')
      .select(['p.id', 'p.merchant_id', 'p.state', 'p.reward_amount', 'b.id as bonus_id', 'b.state as bonus_state'])
      .select(['b.converted_amount', 'b.lapsed_amount'])
      .where('p.state', 'in', ['claimed', 'issued'])
      .execute();
    return rows.map((r) => ({
      participationId: Number(r.id),
      merchantId: Number(r.merchant_id),
      reward: toMinor(r.reward_amount ?? 0),
      bonusId: r.bonus_id === null ? null : Number(r.bonus_id),
      bonusState: r.bonus_state as BonusState | null,
      converted: optMinor(r.converted_amount) ?? minor(0n),
      lapsed: optMinor(r.lapsed_amount) ?? minor(0n),
    }));
  },
};
