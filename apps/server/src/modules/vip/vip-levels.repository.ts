import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import { DEFAULT_VIP_SETTINGS, type VipLevel, type VipSettings } from './vip.model.ts';
import type { VipLevelsTable } from './vip.tables.ts';

/** A brand's ladder and growth weights as stored (migration 0170). */
const json = <T>(text: string): T => JSON.parse(text) as T;

type LevelRow = Omit<VipLevelsTable, 'id' | 'names' | 'rebate_rates'> & {
  id: number;
  names: string;
  rebate_rates: string;
};
const mapLevel = (r: LevelRow): VipLevel => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  rankLevel: Number(r.rank_level),
  name: r.name,
  names: json<Record<string, string>>(r.names),
  color: r.color,
  color2: r.color2,
  reachGrowth: toMinor(r.reach_growth),
  keepGrowth: toMinor(r.keep_growth),
  reviewCycle: r.review_cycle as VipLevel['reviewCycle'],
  rebateRatesBp: json<Record<string, number>>(r.rebate_rates),
  pointsMultiplierBp: Number(r.points_multiplier_bp),
  withdrawalDailyCount: r.withdrawal_daily_count === null ? null : Number(r.withdrawal_daily_count),
  withdrawalDailyAmount: r.withdrawal_daily_amount === null ? null : toMinor(r.withdrawal_daily_amount),
  levelUpReward: toMinor(r.level_up_reward),
  birthdayReward: toMinor(r.birthday_reward),
});

/** A level as stored: everything but its id and brand. */
export type LevelValues = Omit<VipLevel, 'id' | 'merchantId'>;
const levelRow = (v: LevelValues, now: string) => ({
  rank_level: v.rankLevel,
  name: v.name,
  names: JSON.stringify(v.names),
  color: v.color,
  color2: v.color2,
  reach_growth: v.reachGrowth,
  keep_growth: v.keepGrowth,
  review_cycle: v.reviewCycle,
  rebate_rates: JSON.stringify(v.rebateRatesBp),
  points_multiplier_bp: v.pointsMultiplierBp,
  withdrawal_daily_count: v.withdrawalDailyCount,
  withdrawal_daily_amount: v.withdrawalDailyAmount,
  level_up_reward: v.levelUpReward,
  birthday_reward: v.birthdayReward,
  updated_at: now,
});

export const vipLevelsRepository = {
  async settings(db: DbOrTrx, merchantId: number): Promise<VipSettings> {
    const row = await db
      .selectFrom('vip_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row
      ? { depositWeightBp: Number(row.deposit_weight_bp), betWeightBp: Number(row.bet_weight_bp) }
      : DEFAULT_VIP_SETTINGS;
  },

  async saveSettings(db: DbOrTrx, merchantId: number, s: VipSettings, now: string): Promise<void> {
    const values = { deposit_weight_bp: s.depositWeightBp, bet_weight_bp: s.betWeightBp, updated_at: now };
    await db
      .insertInto('vip_settings')
      .values({ merchant_id: merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
  },

  /** The brand's ladder, lowest rank first. */
  async levels(db: DbOrTrx, merchantId: number): Promise<VipLevel[]> {
    const rows = await db
      .selectFrom('vip_levels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('rank_level')
      .execute();
    return rows.map((r) => mapLevel(r as LevelRow));
  },

  async levelsById(db: DbOrTrx, ids: number[]): Promise<VipLevel[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('vip_levels').selectAll().where('id', 'in', ids).execute();
    return rows.map((r) => mapLevel(r as LevelRow));
  },

  async insertLevel(db: DbOrTrx, merchantId: number, v: LevelValues, now: string): Promise<number> {
    const row = await db
      .insertInto('vip_levels')
      .values({ merchant_id: merchantId, ...levelRow(v, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async updateLevel(db: DbOrTrx, id: number, v: LevelValues, now: string): Promise<void> {
    await db.updateTable('vip_levels').set(levelRow(v, now)).where('id', '=', id).execute();
  },

  async membersPerLevel(db: DbOrTrx, merchantId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('vip_members')
      .select(['level_id', (eb) => eb.fn.countAll().as('n')])
      .where('merchant_id', '=', merchantId)
      .where('level_id', 'is not', null)
      .groupBy('level_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.level_id), Number(r.n)]));
  },

  /** Brands with a ladder (the review and birthday jobs walk these). */
  async brandsWithLevels(db: DbOrTrx): Promise<number[]> {
    const rows = await db.selectFrom('vip_levels').select('merchant_id').distinct().execute();
    return rows.map((r) => Number(r.merchant_id));
  },
};
