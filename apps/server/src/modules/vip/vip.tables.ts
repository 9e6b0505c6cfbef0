import type { Generated } from 'kysely';

type Big = bigint | number | string;

/** VIP (migration 0170): money and growth in minor units, rates in basis points, times ISO text. */
export interface VipSettingsTable {
  merchant_id: number;
  deposit_weight_bp: number;
  bet_weight_bp: number;
  updated_at: string;
}

export interface VipLevelsTable {
  id: Generated<number>;
  merchant_id: number;
  rank_level: number;
  name: string;
  names: Generated<string>;
  color: string;
  color2: string;
  reach_growth: Big;
  keep_growth: Big;
  review_cycle: string;
  rebate_rates: Generated<string>;
  points_multiplier_bp: number;
  withdrawal_daily_count: number | null;
  withdrawal_daily_amount: Big | null;
  level_up_reward: Big;
  birthday_reward: Big;
  updated_at: string;
}

export interface VipMembersTable {
  member_id: number;
  merchant_id: number;
  level_id: number | null;
  growth: Generated<Big>;
  level_since: string;
  review_due_at: string | null;
  birthday: string | null;
  updated_at: string;
}

export interface VipGrowthTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  source: string;
  base: Big;
  amount: Big;
  at: string;
}

export interface VipHistoryTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  reason: string;
  from_level_id: number | null;
  to_level_id: number | null;
  growth: Big;
  period_key: string | null;
  actor: string;
  at: string;
}

export interface VipRewardsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  ref: string;
  level_id: number | null;
  amount: Big;
  status: string;
  ledger_transaction_id: number | null;
  at: string;
}

export interface VipTables {
  vip_settings: VipSettingsTable;
  vip_levels: VipLevelsTable;
  vip_members: VipMembersTable;
  vip_growth: VipGrowthTable;
  vip_history: VipHistoryTable;
  vip_rewards: VipRewardsTable;
}
