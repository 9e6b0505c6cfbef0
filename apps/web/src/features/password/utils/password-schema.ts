import type { z } from 'zod';
import type { FieldSetting } from '@arcadia/contracts';
import { encodeFieldError, requiredText, ruleSchema } from '@/lib/field-rules';

/** New password by the brand's rule, plus a confirmation that must match it. */
export function newPasswordPair(rule: FieldSetting) {
  return {
    newPassword: ruleSchema(rule, { forceRequired: true }),
    confirmNewPassword: requiredText(),
  };
}

export function confirmMatches(values: { newPassword: string; confirmNewPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmNewPassword && values.confirmNewPassword !== values.newPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmNewPassword'],
      message: encodeFieldError({ key: 'validation.confirm_mismatch' }),
    });
  }
}
