/** A brand's responsible-gaming settings (migration 0151): minutes, flags as 0/1. */
export interface RgBrandSettingsTable {
  merchant_id: number;
  minimum_age: number;
  agreement_ticked: number;
  deposit_limit_prompt: string;
  reality_check_minutes: number;
  reality_check_min: number;
  reality_check_max: number;
  session_limit_min: number;
  session_limit_max: number;
  updated_at: string;
  updated_by: string;
}

export interface RgBrandSettingsTables {
  rg_brand_settings: RgBrandSettingsTable;
}
