import type { Generated } from 'kysely';

type Amount = string | number | bigint;

/** Referral programme tables (migration 0330). Amounts are integer minor units. */
export interface ReferralCodesTable {
  member_id: number;
  merchant_id: number;
  code: string;
  created_at: string;
}

export interface ReferralSettingsTable {
  merchant_id: number;
  register_reward: Amount;
  deposit_min: Amount;
  deposit_reward: Amount;
  turnover_min: Amount;
  turnover_reward: Amount;
  updated_at: string;
}

export interface ReferralLinksTable {
  referred_id: number;
  merchant_id: number;
  referrer_id: number;
  turnover: Generated<Amount>;
  register_ip: string | null;
  register_device: string | null;
  created_at: string;
}

export interface ReferralDevicesTable {
  member_id: number;
  device_id: string;
  seen_at: string;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  merchant_id: number;
  referrer_id: number;
  referred_id: number;
  milestone: string;
  amount: Amount;
  state: string;
  hold_reasons: string | null;
  created_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  paid_at: string | null;
}

export interface ReferralCountedTable {
  merchant_id: number;
  source_key: string;
  counted_at: string;
}

export interface ReferralTables {
  referral_codes: ReferralCodesTable;
  referral_settings: ReferralSettingsTable;
  referral_links: ReferralLinksTable;
  referral_rewards: ReferralRewardsTable;
  referral_devices: ReferralDevicesTable;
  referral_counted: ReferralCountedTable;
}
