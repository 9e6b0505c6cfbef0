import {
  REGISTER_TYPES,
  fieldSettingSchema,
  type FieldSetting,
  type RegisterField,
  type RegisterSettingEntry,
  type RegisterType,
} from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { toFieldErrors } from '../../http/field-errors.ts';
import { registerSettingsRepository } from './register-settings.repository.ts';
import { registerSettingsErrors } from './register-settings.errors.ts';

/** Both entries, register and registerMobile, each with its fields in display order. */
export async function getRegisterSettings(db: Db, merchantId: number): Promise<RegisterSettingEntry[]> {
  const settings = await registerSettingsRepository.listForMerchant(db, merchantId);
  return REGISTER_TYPES.map((registerType) => ({
    registerType,
    fields: settings
      .filter((s) => s.registerType === registerType)
      .map(({ registerType: _type, sort: _sort, ...field }) => field),
  }));
}

/** A new brand's field rules (the seed's), each register type's fields listed in display order. */
export async function storeRegisterSettings(
  db: DbOrTrx,
  merchantId: number,
  settings: Record<RegisterType, FieldSetting[]>,
): Promise<void> {
  const stored = REGISTER_TYPES.flatMap((registerType) =>
    settings[registerType].map((field, sort) => ({ ...field, registerType, sort })),
  );
  await registerSettingsRepository.insertAll(db, merchantId, stored);
}

export type FieldSettingPatch = Partial<{
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number | null;
  acceptedPattern: string;
}>;

/** Changes one field's rule; the result is validated as a whole (min ≤ max, pattern compiles). */
export async function updateFieldSetting(
  db: Db,
  merchantId: number,
  registerType: RegisterType,
  field: RegisterField,
  patch: FieldSettingPatch,
): Promise<void> {
  const all = await registerSettingsRepository.listForMerchant(db, merchantId);
  const current = all.find((s) => s.registerType === registerType && s.field === field);
  const base = current ?? {
    registerType,
    field,
    enabled: false,
    required: false,
    minLength: 0,
    maxLength: 255,
    patternId: null,
    acceptedPattern: '*',
    sort: all.length,
  };
  const next = { ...base, ...patch };
  const parsed = fieldSettingSchema.safeParse(next);
  const fieldErrors = parsed.success
    ? []
    : toFieldErrors(
        parsed.error.issues.map((i) => ({ keyword: i.code, instancePath: `/${i.path.join('/')}`, params: { ...i } })),
      );
  if (next.minLength > next.maxLength) fieldErrors.push({ field: 'minLength', key: 'validation.invalid' });
  if (!isCompilable(next.acceptedPattern)) fieldErrors.push({ field: 'acceptedPattern', key: 'validation.invalid' });
  if (fieldErrors.length > 0) throw registerSettingsErrors.invalidSetting(fieldErrors);
  await registerSettingsRepository.upsert(db, merchantId, next);
}

function isCompilable(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
