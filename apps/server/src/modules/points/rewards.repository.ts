import type { Selectable } from 'kysely';
import type { RedeemState, RewardKind } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { RedemptionRow, RewardRow, RewardTexts } from './points.model.ts';
import type { PointsRedemptionsTable, PointsRewardsTable } from './points.tables.ts';

const mapReward = (r: Selectable<PointsRewardsTable>): RewardRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  texts: JSON.parse(r.texts) as RewardTexts,
  imageUrl: r.image_url,
  price: BigInt(r.price),
  stock: Number(r.stock),
  limitPerMember: r.limit_per_member === null ? null : Number(r.limit_per_member),
  kind: r.kind as RewardKind,
  vipLevel: Number(r.vip_level),
  enabled: Number(r.enabled) === 1,
  sort: Number(r.sort),
});

export const mapRedemption = (r: Selectable<PointsRedemptionsTable>): RedemptionRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  rewardId: Number(r.reward_id),
  quantity: Number(r.quantity),
  points: BigInt(r.points),
  state: r.state as RedeemState,
  recipient: r.recipient,
  address: r.address,
  phone: r.phone,
  trackingRef: r.tracking_ref,
  remark: r.remark,
  reviewedBy: r.reviewed_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export type RewardValues = Omit<RewardRow, 'id' | 'merchantId'>;
const columns = (v: RewardValues, now: string) => ({
  texts: JSON.stringify(v.texts),
  image_url: v.imageUrl,
  price: v.price,
  stock: v.stock,
  limit_per_member: v.limitPerMember,
  kind: v.kind,
  vip_level: v.vipLevel,
  enabled: v.enabled ? 1 : 0,
  sort: v.sort,
  updated_at: now,
});

export const rewardsRepository = {
  async list(db: DbOrTrx, merchantId: number, enabledOnly: boolean): Promise<RewardRow[]> {
    let query = db.selectFrom('points_rewards').selectAll().where('merchant_id', '=', merchantId);
    if (enabledOnly) query = query.where('enabled', '=', 1);
    return (await query.orderBy('sort').orderBy('id').execute()).map(mapReward);
  },

  async find(db: DbOrTrx, id: number): Promise<RewardRow | undefined> {
    const row = await db.selectFrom('points_rewards').selectAll().where('id', '=', id).executeTakeFirst();
    return row && mapReward(row);
  },

  async insert(db: DbOrTrx, merchantId: number, v: RewardValues, now: string): Promise<number> {
    const row = await db
      .insertInto('points_rewards')
      .values({ merchant_id: merchantId, created_at: now, ...columns(v, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** Everything but the stock, which moves only by moveStock (redemptions reserve it meanwhile). */
  async update(db: DbOrTrx, id: number, v: Omit<RewardValues, 'stock'>, now: string): Promise<void> {
    const { stock: _unchanged, ...values } = columns({ ...v, stock: 0 }, now);
    await db.updateTable('points_rewards').set(values).where('id', '=', id).execute();
  },

  /** Adds stock, or takes it while enough is left (the one write that reserves it): false when not. */
  async moveStock(db: DbOrTrx, id: number, delta: number): Promise<boolean> {
    const result = await db
      .updateTable('points_rewards')
      .set((eb) => ({ stock: eb('stock', '+', delta) }))
      .where('id', '=', id)
      .where('stock', '>=', delta < 0 ? -delta : 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Units per reward: reserved (in process or approved) and redeemed (shipped, or approved digital). */
  async counts(db: DbOrTrx, merchantId: number) {
    const rows = await db
      .selectFrom('points_redemptions')
      .select(['reward_id', 'state', (eb) => eb.fn.sum<string>('quantity').as('units')])
      .where('merchant_id', '=', merchantId)
      .where('state', '!=', 'rejected')
      .groupBy(['reward_id', 'state'])
      .execute();
    return rows.map((r) => ({ rewardId: Number(r.reward_id), state: r.state as RedeemState, units: Number(r.units) }));
  },

  /** Units of each reward the member holds or waits for (every state but rejected). */
  async memberUnits(db: DbOrTrx, memberId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('points_redemptions')
      .select(['reward_id', (eb) => eb.fn.sum<string>('quantity').as('units')])
      .where('member_id', '=', memberId)
      .where('state', '!=', 'rejected')
      .groupBy('reward_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.reward_id), Number(r.units)]));
  },

  async redemptionByKey(db: DbOrTrx, memberId: number, clientKey: string) {
    const row = await db
      .selectFrom('points_redemptions')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
    return row && mapRedemption(row);
  },

  async redemption(db: DbOrTrx, id: number) {
    const row = await db.selectFrom('points_redemptions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && mapRedemption(row);
  },

  async insertRedemption(
    db: DbOrTrx,
    r: Omit<RedemptionRow, 'id' | 'trackingRef' | 'remark' | 'reviewedBy' | 'updatedAt'> & { clientKey: string },
  ): Promise<number> {
    const row = await db
      .insertInto('points_redemptions')
      .values({
        merchant_id: r.merchantId,
        member_id: r.memberId,
        reward_id: r.rewardId,
        client_key: r.clientKey,
        quantity: r.quantity,
        points: r.points,
        state: r.state,
        recipient: r.recipient,
        address: r.address,
        phone: r.phone,
        created_at: r.createdAt,
        updated_at: r.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** Moves a redemption from one of `from` to `to` with the given fields: false when it was not in `from`. */
  async transition(
    db: DbOrTrx,
    id: number,
    from: RedeemState[],
    to: RedeemState,
    fields: { trackingRef?: string; remark?: string | null; reviewedBy: string; now: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('points_redemptions')
      .set({
        state: to,
        reviewed_by: fields.reviewedBy,
        updated_at: fields.now,
        ...(fields.trackingRef !== undefined ? { tracking_ref: fields.trackingRef } : {}),
        ...(fields.remark !== undefined ? { remark: fields.remark } : {}),
      })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async page(
    db: DbOrTrx,
    filter: { merchantId: number; memberId?: number; state?: RedeemState | RedeemState[] },
    page: { limit: number; offset: number },
  ) {
    let query = db.selectFrom('points_redemptions as r').where('r.merchant_id', '=', filter.merchantId);
    if (filter.memberId !== undefined) query = query.where('r.member_id', '=', filter.memberId);
    if (filter.state) query = query.where('r.state', 'in', [filter.state].flat());
    const [rows, count] = await Promise.all([
      query
        .innerJoin('members as m', 'm.id', 'r.member_id')
        .selectAll('r')
        .select('m.username')
        .orderBy('r.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...mapRedemption(r), username: r.username })), total: Number(count.n) };
  },
};
