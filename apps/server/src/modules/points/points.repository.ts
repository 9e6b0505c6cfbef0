import type { Selectable } from 'kysely';
import type { PointsRuleKind } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { DEFAULT_POINTS_SETTINGS, type Lot, type PointsRuleRow, type PointsSettings } from './points.model.ts';
import type { PointsLotsTable, PointsRulesTable } from './points.tables.ts';

const big = (v: string | number | bigint) => BigInt(v);

const mapRule = (r: Selectable<PointsRulesTable>): PointsRuleRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  kind: r.kind as PointsRuleKind,
  category: r.category,
  points: Number(r.points),
  perAmount: big(r.per_amount),
  minAmount: big(r.min_amount),
  enabled: Number(r.enabled) === 1,
});

const mapLot = (r: Selectable<PointsLotsTable>): Lot => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  sourceKey: r.source_key,
  kind: r.kind,
  points: big(r.points),
  remaining: big(r.remaining),
  expired: big(r.expired),
  earnedAt: r.earned_at,
  expiresAt: r.expires_at,
});

export type NewLot = {
  merchantId: number;
  memberId: number;
  sourceKey: string;
  kind: string;
  ledgerKey: string;
  points: bigint;
  earnedAt: string;
  expiresAt: string;
  detail: Record<string, string | number>;
};

export const pointsRepository = {
  async settings(db: DbOrTrx, merchantId: number): Promise<PointsSettings> {
    const row = await db
      .selectFrom('points_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) return DEFAULT_POINTS_SETTINGS;
    return {
      enabled: Number(row.enabled) === 1,
      ratio: Number(row.ratio),
      minConvert: Number(row.min_convert),
      expiryDays: Number(row.expiry_days),
    };
  },

  async saveSettings(db: DbOrTrx, merchantId: number, s: PointsSettings, now: string): Promise<void> {
    const values = {
      enabled: s.enabled ? 1 : 0,
      ratio: s.ratio,
      min_convert: s.minConvert,
      expiry_days: s.expiryDays,
      updated_at: now,
    };
    await db
      .insertInto('points_settings')
      .values({ merchant_id: merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
  },

  async rules(db: DbOrTrx, merchantId: number, enabledOnly = false): Promise<PointsRuleRow[]> {
    let query = db.selectFrom('points_rules').selectAll().where('merchant_id', '=', merchantId);
    if (enabledOnly) query = query.where('enabled', '=', 1);
    return (await query.orderBy('kind').orderBy('category').execute()).map(mapRule);
  },

  async upsertRule(db: DbOrTrx, rule: Omit<PointsRuleRow, 'id'>, now: string): Promise<PointsRuleRow> {
    const values = {
      points: rule.points,
      per_amount: rule.perAmount,
      min_amount: rule.minAmount,
      enabled: rule.enabled ? 1 : 0,
      updated_at: now,
    };
    await db
      .insertInto('points_rules')
      .values({ merchant_id: rule.merchantId, kind: rule.kind, category: rule.category, ...values })
      .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'category']).doUpdateSet(values))
      .execute();
    const row = await db
      .selectFrom('points_rules')
      .selectAll()
      .where('merchant_id', '=', rule.merchantId)
      .where('kind', '=', rule.kind)
      .where('category', '=', rule.category)
      .executeTakeFirstOrThrow();
    return mapRule(row);
  },

  async deleteRule(db: DbOrTrx, merchantId: number | null, id: number): Promise<boolean> {
    let query = db.deleteFrom('points_rules').where('id', '=', id);
    if (merchantId !== null) query = query.where('merchant_id', '=', merchantId);
    return Number((await query.executeTakeFirst()).numDeletedRows) > 0;
  },

  /** Inserts the lot unless its source already earned: true when inserted (then post its points). */
  async insertLotIfAbsent(db: DbOrTrx, lot: NewLot): Promise<boolean> {
    const row = await db
      .insertInto('points_lots')
      .values({
        merchant_id: lot.merchantId,
        member_id: lot.memberId,
        source_key: lot.sourceKey,
        kind: lot.kind,
        ledger_key: lot.ledgerKey,
        points: lot.points,
        remaining: lot.points,
        earned_at: lot.earnedAt,
        expires_at: lot.expiresAt,
        detail: JSON.stringify(lot.detail),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The member's lots holding points, the soonest to expire first (the order they are spent and expire in). */
  async liveLots(db: DbOrTrx, memberId: number): Promise<Lot[]> {
    const rows = await db
      .selectFrom('points_lots')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('remaining', '>', 0)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
    return rows.map(mapLot);
  },

  /** Lots of a source and its follow-ups (`bet:7` and `bet:7:event:…`) that still hold points. */
  async lotsOfSource(db: DbOrTrx, merchantId: number, sourceKey: string): Promise<Lot[]> {
    const rows = await db
      .selectFrom('points_lots')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where((eb) => eb.or([eb('source_key', '=', sourceKey), eb('source_key', 'like', `${sourceKey}:%`)]))
      .where('remaining', '>', 0)
      .orderBy('id')
      .execute();
    return rows.map(mapLot);
  },

  async lot(db: DbOrTrx, id: number): Promise<Lot | undefined> {
    const row = await db.selectFrom('points_lots').selectAll().where('id', '=', id).executeTakeFirst();
    return row && mapLot(row);
  },

  /** Lots with points left whose time has come, oldest first. */
  async dueLots(
    db: DbOrTrx,
    now: string,
    limit: number,
  ): Promise<{ id: number; merchantId: number; memberId: number }[]> {
    const rows = await db
      .selectFrom('points_lots')
      .select(['id', 'merchant_id', 'member_id'])
      .where('expires_at', '<=', now)
      .where('remaining', '>', 0)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), merchantId: Number(r.merchant_id), memberId: Number(r.member_id) }));
  },

  /** Takes `points` out of a lot that still holds them: false when it no longer does. */
  async takeFromLot(db: DbOrTrx, lotId: number, points: bigint): Promise<boolean> {
    const result = await db
      .updateTable('points_lots')
      .set((eb) => ({ remaining: eb('remaining', '-', points) }))
      .where('id', '=', lotId)
      .where('remaining', '>=', points)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async expireLot(db: DbOrTrx, lotId: number, points: bigint): Promise<boolean> {
    const result = await db
      .updateTable('points_lots')
      .set((eb) => ({ remaining: 0, expired: eb('expired', '+', points) }))
      .where('id', '=', lotId)
      .where('remaining', '=', points)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async recordUses(db: DbOrTrx, useKey: string, uses: { lotId: number; points: bigint }[]): Promise<void> {
    if (uses.length === 0) return;
    await db
      .insertInto('points_lot_uses')
      .values(uses.map((u) => ({ lot_id: u.lotId, use_key: useKey, points: u.points })))
      .execute();
  },

  async usesOf(db: DbOrTrx, useKey: string) {
    const rows = await db
      .selectFrom('points_lot_uses as u')
      .innerJoin('points_lots as l', 'l.id', 'u.lot_id')
      .select(['u.lot_id', 'u.points', 'l.expires_at'])
      .where('u.use_key', '=', useKey)
      .orderBy('u.lot_id')
      .execute();
    return rows.map((r) => ({ lotId: Number(r.lot_id), points: big(r.points), expiresAt: r.expires_at }));
  },

  /** Points the member ever earned (returns of rejected redemptions are not earnings). */
  async earnedTotal(db: DbOrTrx, memberId: number): Promise<bigint> {
    const row = await db
      .selectFrom('points_lots')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points'), eb.val('0')).as('total'))
      .where('member_id', '=', memberId)
      .where('kind', '!=', 'return')
      .executeTakeFirstOrThrow();
    return big(row.total);
  },
};
