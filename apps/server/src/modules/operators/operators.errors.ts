import { PAYMENT_ERROR_STATUS, type PaymentErrorCode } from '@arcadia/contracts';
import { failWith } from '../../http/app-error.ts';

/** The back office's own codes (operator sign-in and roles, wallet adjustments); statuses from contracts. */
type OperatorErrorCode = Extract<PaymentErrorCode, `operator.${string}` | `adjustment.${string}`>;

const fail = failWith<OperatorErrorCode>(PAYMENT_ERROR_STATUS);

export const operatorErrors = {
  invalidCredentials: () => fail('operator.invalid_credentials'),
  /** No operator token, or one that no longer opens a session. */
  required: () => fail('operator.required'),
  /** A role or a brand outside the operator's scope. */
  forbidden: () => fail('operator.forbidden'),
  usernameTaken: () => fail('operator.username_taken'),
  passwordWeak: (min: number) => fail('operator.password_weak', { params: { min } }),
  codeInvalid: () => fail('operator.code_invalid'),
  challengeExpired: () => fail('operator.challenge_expired'),
  alreadyEnrolled: () => fail('operator.already_enrolled'),
  addressRefused: () => fail('operator.address_refused'),
  notFound: () => fail('operator.not_found'),
  selfLock: () => fail('operator.self_lock'),
  lastAdmin: () => fail('operator.last_admin'),
  requestNotFound: () => fail('adjustment.request_not_found'),
  requestNotPending: () => fail('adjustment.request_not_pending'),
  sameOperator: () => fail('adjustment.same_operator'),
  adjustmentMemberNotFound: () => fail('adjustment.member_not_found'),
  /** Not a non-zero amount of the brand's currency. */
  adjustmentAmountInvalid: () => fail('adjustment.amount_invalid'),
};
