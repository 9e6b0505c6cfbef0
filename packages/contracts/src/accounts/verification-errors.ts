import { errorStatuses } from '../common.ts';

/**
 * Error codes of captchas, SMS codes and mobile numbers, with the HTTP status each answers with.
 * Merged into ERROR_STATUS; the web maps each to `errors.<code>`.
 */
export const VERIFICATION_ERROR_STATUS = errorStatuses({
  'mobile.invalid': 400,
  'captcha.invalid': 400,
  'sms.too_frequent': 429,
  'sms.code_live': 429,
  'sms.too_many': 429,
  'sms.code_invalid': 400,
  'sms.code_expired': 400,
  'sms.attempts_exceeded': 400,
  'sms.send_failed': 502,
  'register.mobile_taken': 409,
});

export type VerificationErrorCode = keyof typeof VERIFICATION_ERROR_STATUS;
