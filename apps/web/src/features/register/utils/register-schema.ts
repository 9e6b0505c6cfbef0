import { z } from 'zod';
import type { FieldSetting, RegisterField } from '@arcadia/contracts';
import { encodeFieldError, ruleSchema } from '@/lib/field-rules';

export type RegisterValues = Partial<Record<RegisterField, string>> & {
  countryDialingCode: string;
  agreement: boolean;
};

/**
 * The registration form's schema, built from the brand's settings: one rule per enabled field
 * (required, length, pattern, accepted pattern: the contracts' checkField), plus the confirmation
 * matching the password. Disabled fields are not part of it at all.
 */
export function buildRegisterSchema(fields: readonly FieldSetting[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const setting of fields) if (setting.enabled) shape[setting.field] = ruleSchema(setting);
  const confirmEnabled = fields.some((f) => f.field === 'confirmPassword' && f.enabled);
  return z.object({ ...shape, countryDialingCode: z.string(), agreement: z.boolean() }).superRefine((values, ctx) => {
    const { password, confirmPassword } = values as unknown as Record<string, string | undefined>;
    if (confirmEnabled && confirmPassword && password !== undefined && confirmPassword !== password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: encodeFieldError({ key: 'validation.confirm_mismatch' }),
      });
    }
  });
}

export function emptyRegisterValues(fields: readonly FieldSetting[], affiliateCode: string): RegisterValues {
  const values: RegisterValues = { countryDialingCode: '', agreement: true };
  for (const setting of fields) if (setting.enabled) values[setting.field] = '';
  if (fields.some((f) => f.field === 'affiliateCode' && f.enabled)) values.affiliateCode = affiliateCode;
  return values;
}
