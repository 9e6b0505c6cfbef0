import type { FieldError } from '../envelope.ts';
import {
  acceptedPatternToRegExp,
  type FieldSetting,
  type RegisterField,
} from '../system/register-settings.contract.ts';
import { patternRegExp } from './patterns.ts';

/** A required field with its length bounds and pattern id (0–24), any value accepted beyond those. */
const defaultRule = (field: RegisterField, minLength: number, maxLength: number, patternId: number): FieldSetting => ({
  field,
  enabled: true,
  required: true,
  minLength,
  maxLength,
  patternId,
  acceptedPattern: '*',
});

/** The rule of a field the brand has no entry for, the same wherever a form or a check falls back. */
export const DEFAULT_FIELD_RULES = {
  username: defaultRule('username', 6, 16, 0),
  password: defaultRule('password', 6, 20, 5),
  mobileNum: defaultRule('mobileNum', 6, 15, 3),
  email: defaultRule('email', 6, 100, 2),
  verificationCode: defaultRule('verificationCode', 1, 255, 3),
} satisfies Partial<Record<RegisterField, FieldSetting>>;

/** Length in characters as a person counts them (code points, so Thai or emoji count once). */
const charCount = (value: string) => [...value].length;

/**
 * The one rule check for a registration field, run by the web before sending and by the server
 * on receipt. Disabled fields are not checked (the server ignores their values).
 */
export function checkField(setting: FieldSetting, raw: string | null | undefined): FieldError | null {
  if (!setting.enabled) return null;
  const value = (raw ?? '').trim();
  const field = setting.field;
  if (value === '') return setting.required ? { field, key: 'validation.required' } : null;
  const key = setting.patternId === null ? 'validation.length' : `reg_pattern_${setting.patternId}`;
  const error = { field, key, params: { min: setting.minLength, max: setting.maxLength } };
  const length = charCount(value);
  if (length < setting.minLength || length > setting.maxLength) return error;
  if (setting.patternId !== null && !patternRegExp(setting.patternId).test(value)) return error;
  if (!acceptedPatternToRegExp(setting.acceptedPattern).test(value)) return error;
  return null;
}

/** Checks every enabled field plus the cross-field rule that the confirmation matches. */
export function checkRegistration(
  settings: readonly FieldSetting[],
  payload: Partial<Record<string, unknown>>,
): FieldError[] {
  const errors = settings.flatMap((setting) => {
    const value = payload[setting.field];
    const error = checkField(setting, typeof value === 'string' ? value : null);
    return error ? [error] : [];
  });
  const confirm = settings.find((s) => s.field === 'confirmPassword');
  if (confirm?.enabled && payload.confirmPassword && payload.confirmPassword !== payload.password) {
    if (!errors.some((e) => e.field === 'confirmPassword')) {
      errors.push({ field: 'confirmPassword', key: 'validation.confirm_mismatch' });
    }
  }
  return errors;
}
