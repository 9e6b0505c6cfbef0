import type { Generated } from 'kysely';

type Big = string | number | bigint;

/** The points mall's tables (migration 0160): the domain beside the points ledger accounts. */
export interface PointsSettingsTable {
  merchant_id: number;
  enabled: number;
  ratio: number;
  min_convert: number;
  expiry_days: number;
  updated_at: string;
}

export interface PointsRulesTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  category: string;
  points: number;
  per_amount: Big;
  min_amount: Big;
  enabled: number;
  updated_at: string;
}

export interface PointsLotsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  source_key: string;
  kind: string;
  ledger_key: string;
  points: Big;
  remaining: Big;
  expired: Generated<Big>;
  earned_at: string;
  expires_at: string;
  detail: string;
}

export interface PointsConversionsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  client_key: string;
  points: Big;
  ratio: number;
  amount: Big;
  currency: string;
  created_at: string;
}

export interface PointsRewardsTable {
  id: Generated<number>;
  merchant_id: number;
  texts: string;
  image_url: string | null;
  price: Big;
  stock: number;
  limit_per_member: number | null;
  kind: string;
  vip_level: number;
  enabled: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface PointsRedemptionsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  reward_id: number;
  client_key: string;
  quantity: number;
  points: Big;
  state: string;
  recipient: string | null;
  address: string | null;
  phone: string | null;
  tracking_ref: string | null;
  remark: string | null;
  reviewed_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface PointsLotUsesTable {
  lot_id: number;
  use_key: string;
  points: Big;
}

export interface PointsTables {
  points_settings: PointsSettingsTable;
  points_rules: PointsRulesTable;
  points_lots: PointsLotsTable;
  points_conversions: PointsConversionsTable;
  points_rewards: PointsRewardsTable;
  points_redemptions: PointsRedemptionsTable;
  points_lot_uses: PointsLotUsesTable;
}
