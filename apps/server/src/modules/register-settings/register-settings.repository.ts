import type { Selectable } from 'kysely';
import { registerFieldSchema, registerTypeSchema, type FieldSetting, type RegisterType } from '@arcadia/contracts';
import type { DbOrTrx, RegisterSettingsTable } from '../../db/schema.ts';
import { insertBrandRows, listRows } from '../../lib/rows.ts';

export type StoredFieldSetting = FieldSetting & { registerType: RegisterType; sort: number };

function mapSetting(row: Selectable<RegisterSettingsTable>): StoredFieldSetting {
  return {
    registerType: registerTypeSchema.parse(row.register_type),
    field: registerFieldSchema.parse(row.field),
    enabled: row.enabled === 1,
    required: row.required === 1,
    minLength: Number(row.min_length),
    maxLength: Number(row.max_length),
    patternId: row.pattern_id === null ? null : Number(row.pattern_id),
    acceptedPattern: row.accepted_pattern,
    sort: Number(row.sort),
  };
}

/** The columns of a field's rule, beside the merchant, register type and field that key its row. */
const ruleColumns = (setting: StoredFieldSetting) => ({
  enabled: setting.enabled ? 1 : 0,
  required: setting.required ? 1 : 0,
  min_length: setting.minLength,
  max_length: setting.maxLength,
  pattern_id: setting.patternId,
  accepted_pattern: setting.acceptedPattern,
  sort: setting.sort,
});

/** A field's row apart from its brand: the register type and field that key it, and its rule. */
const settingColumns = (setting: StoredFieldSetting) => ({
  register_type: setting.registerType,
  field: setting.field,
  ...ruleColumns(setting),
});

export const registerSettingsRepository = {
  listForMerchant(db: DbOrTrx, merchantId: number): Promise<StoredFieldSetting[]> {
    return listRows(db, 'register_settings', { merchant_id: merchantId }, ['register_type', 'sort'], mapSetting);
  },

  insertAll(db: DbOrTrx, merchantId: number, settings: StoredFieldSetting[]): Promise<void> {
    return insertBrandRows(db, 'register_settings', merchantId, settings, settingColumns);
  },

  async upsert(db: DbOrTrx, merchantId: number, setting: StoredFieldSetting): Promise<void> {
    await db
      .insertInto('register_settings')
      .values({ merchant_id: merchantId, ...settingColumns(setting) })
      .onConflict((oc) => oc.columns(['merchant_id', 'register_type', 'field']).doUpdateSet(ruleColumns(setting)))
      .execute();
  },
};
