import { AppError } from '../../http/app-error.ts';

/**
 * Typed factories for this module's codes. Statuses are spelled out (they match
 * VERIFICATION_ERROR_STATUS in the contracts; a test checks) so they hold before that map is
 * merged into ERROR_STATUS.
 */
export const verificationErrors = {
  mobileInvalid: () => new AppError('mobile.invalid', { status: 400 }),
  tooFrequent: () => new AppError('sms.too_frequent', { status: 429, headers: { 'Retry-After': '1' } }),
  codeLive: (seconds: number) =>
    new AppError('sms.code_live', { status: 429, params: { seconds }, headers: { 'Retry-After': String(seconds) } }),
  tooMany: (seconds: number) =>
    new AppError('sms.too_many', {
      status: 429,
      params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      headers: { 'Retry-After': String(seconds) },
    }),
  codeInvalid: () => new AppError('sms.code_invalid', { status: 400 }),
  codeExpired: () => new AppError('sms.code_expired', { status: 400 }),
  attemptsExceeded: () => new AppError('sms.attempts_exceeded', { status: 400 }),
  sendFailed: () => new AppError('sms.send_failed', { status: 502 }),
  mobileTaken: () => new AppError('register.mobile_taken', { status: 409 }),
  captchaInvalid: () => new AppError('captcha.invalid', { status: 400 }),
};
