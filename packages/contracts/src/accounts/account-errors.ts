import { errorStatuses } from '../common.ts';

/** Codes the account calls answer with, and their HTTP status class. */
export const ACCOUNT_ERROR_STATUS = errorStatuses({
  'auth.invalid_credentials': 400,
  'auth.captcha_required': 400,
  'auth.captcha_invalid': 400,
  'auth.locked': 429,
  'auth.not_member': 403,
  'auth.not_agent': 403,
  /** Spec message key in_need_true_account: a trial account tried a real-member feature. */
  'auth.trial_refused': 403,
  'register.disabled': 403,
  'register.username_taken': 409,
  /** Spec message key invitation_code_error. */
  'register.invitation_code_error': 400,
  'password.old_incorrect': 400,
  'password.user_email_mismatch': 400,
  'password.reset_invalid': 400,
  'password.recovery_disabled': 403,
  'freeplay.disabled': 403,
  'auth.challenge_failed': 400,
  'register.phone_auth_unavailable': 400,
  'register.phone_auth_failed': 400,
});

export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_STATUS;
