import type { Generated } from 'kysely';
import type { RgBrandSettingsTables } from './rg-brand-settings.tables.ts';

/** Responsible gaming (migration 0150): amounts in minor units (session: minutes), times ISO text. */
export interface RgLimitsTable {
  member_id: number;
  kind: string;
  period: string;
  value: bigint | number | string;
  pending: Generated<number>;
  pending_value: bigint | number | string | null;
  pending_at: string | null;
  updated_at: string;
}

export interface RgSettingsTable {
  member_id: number;
  reality_check_minutes: number | null;
  updated_at: string;
}

export interface RgExclusionsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  starts_at: string;
  ends_at: string | null;
  reopens_at: string | null;
  created_by: string;
  reason: string | null;
}

export interface RgHistoryTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  at: string;
  actor: string;
  action: string;
  detail: string;
}

export interface ResponsibleGamingTables extends RgBrandSettingsTables {
  rg_limits: RgLimitsTable;
  rg_settings: RgSettingsTable;
  rg_exclusions: RgExclusionsTable;
  rg_history: RgHistoryTable;
}
