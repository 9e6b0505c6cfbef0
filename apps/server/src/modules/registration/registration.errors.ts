import { ACCOUNT_ERROR_STATUS, type FieldError } from '@arcadia/contracts';
import { errors, failWith } from '../../http/app-error.ts';
import { verificationErrors } from '../verification/verification.errors.ts';

const fail = failWith(ACCOUNT_ERROR_STATUS);

/** Registration: typed factories for its codes in the contracts. */
export const registrationErrors = {
  disabled: () => fail('register.disabled'),
  usernameTaken: () => fail('register.username_taken'),
  mobileTaken: () => verificationErrors.mobileTaken(),
  /** Spec key invitation_code_error: the affiliate code names no agent. */
  invitationCodeError: () => fail('register.invitation_code_error'),
  phoneAuthUnavailable: () => fail('register.phone_auth_unavailable'),
  phoneAuthFailed: () => fail('register.phone_auth_failed'),
  /** The brand's field rules refused some fields. */
  fields: (fieldErrors: FieldError[]) => errors.invalid(fieldErrors),
};
