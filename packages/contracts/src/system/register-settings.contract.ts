import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { text } from '../text.ts';

export const REGISTER_TYPES = ['register', 'registerMobile'] as const;
export const registerTypeSchema = z.enum(REGISTER_TYPES);
export type RegisterType = z.infer<typeof registerTypeSchema>;

/** Fields of the registration form whose rules the operator sets (spec accounts.md section 2). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
] as const;
export const registerFieldSchema = z.enum(REGISTER_FIELDS);
export type RegisterField = z.infer<typeof registerFieldSchema>;

export const PATTERN_ID_MAX = 24;

export const fieldSettingSchema = z.object({
  field: registerFieldSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
  patternId: z.number().int().min(0).max(PATTERN_ID_MAX).nullable(),
  /** A regular expression the value must match; "*" means anything (becomes ".*"). */
  acceptedPattern: text().max(500),
});
export type FieldSetting = z.infer<typeof fieldSettingSchema>;

export const registerSettingEntrySchema = z.object({
  registerType: registerTypeSchema,
  fields: z.array(fieldSettingSchema),
});
export type RegisterSettingEntry = z.infer<typeof registerSettingEntrySchema>;

/** GET /wps/system/setting/register: two entries, register and registerMobile. */
export const getRegisterSettings = endpoint('GET', '/wps/system/setting/register', {
  response: envelope(z.array(registerSettingEntrySchema)),
});

/** "*" is the operator's shorthand for "anything". */
export function acceptedPatternToRegExp(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern === '*' ? '.*' : pattern})$`, 'u');
}
