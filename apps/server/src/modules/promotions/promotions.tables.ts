import type { Generated } from 'kysely';

type Big = string | number | bigint;

/** Promotions (migration 0140): amounts in minor units, times ISO text, rules as JSON text. */
export interface PromoSettingsTable {
  merchant_id: number;
  max_wagering_multiple: number;
  updated_at: string;
}

export interface PromoActivitiesTable {
  id: Generated<number>;
  merchant_id: number;
  category: string;
  status: string;
  content: string;
  languages: Generated<string>;
  starts_at: string;
  ends_at: string | null;
  audience: string;
  trigger_rule: string;
  trigger_kind: string;
  reward: string;
  wagering: string;
  requires_join: number;
  auto_claim: number;
  repeat_rule: string;
  sort_order: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Loss triggers: the end of the last period the loss job judged (play-triggers.usecases.ts). */
  loss_judged_through: string | null;
}

export interface PromoParticipationsTable {
  id: Generated<number>;
  merchant_id: number;
  activity_id: number;
  member_id: number;
  period_key: string;
  state: string;
  source_ref: string | null;
  deposit_id: number | null;
  base_amount: Generated<Big>;
  reward_amount: Big | null;
  comment: string | null;
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** The two-person rule's first approval (migration 0320). */
  first_approved_by: number | null;
  first_approved_at: string | null;
  claimed_at: string | null;
  ledger_transaction_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PromoApplicationImagesTable {
  id: Generated<number>;
  participation_id: number;
  member_id: number;
  mime: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}

export interface PromoBonusesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  activity_id: number;
  participation_id: number;
  deposit_id: number | null;
  amount: Big;
  required_turnover: Big;
  progress: Generated<Big>;
  bets_counted: Generated<number>;
  bets_over_max: Generated<number>;
  max_bet: Big | null;
  max_conversion: Big | null;
  contributions: string;
  state: string;
  converted_amount: Big | null;
  lapsed_amount: Big | null;
  expires_at: string;
  ended_at: string | null;
  created_at: string;
}

export interface PromoBonusStakesTable {
  bet_id: number;
  bonus_id: number;
  stake: Big;
  from_bonus: Big;
  created_at: string;
}

export interface PromotionTables {
  promo_settings: PromoSettingsTable;
  promo_activities: PromoActivitiesTable;
  promo_participations: PromoParticipationsTable;
  promo_application_images: PromoApplicationImagesTable;
  promo_bonuses: PromoBonusesTable;
  promo_bonus_stakes: PromoBonusStakesTable;
}
