import { ACCOUNT_ERROR_STATUS, type FieldError } from '@arcadia/contracts';
import { errors, failWith } from '../../http/app-error.ts';
import { authErrors } from '../auth/auth.errors.ts';
import { verificationErrors } from '../verification/verification.errors.ts';

const fail = failWith(ACCOUNT_ERROR_STATUS);

/** Password change and recovery: typed factories for their codes in the contracts. */
export const passwordErrors = {
  /** A new password the brand's rule (or the same-as-old check) refuses, under its field. */
  invalidField: (error: FieldError) => errors.invalid([error]),
  oldIncorrect: () =>
    fail('password.old_incorrect', { errors: [{ field: 'oldPassword', key: 'password.old_incorrect' }] }),
  userEmailMismatch: () => fail('password.user_email_mismatch'),
  resetInvalid: () => fail('password.reset_invalid'),
  recoveryDisabled: () => fail('password.recovery_disabled'),
  trialRefused: () => authErrors.trialRefused(),
  /** No such (real) member behind the number: answered like a wrong code, so numbers are not probed. */
  codeInvalid: () => verificationErrors.codeInvalid(),
};
