import { PAYMENT_ERROR_STATUS, type PaymentErrorCode } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

/** The back office's own codes (operator sign-in and roles, wallet adjustments); statuses from contracts. */
type OperatorErrorCode = Extract<PaymentErrorCode, `operator.${string}` | `adjustment.${string}`>;

const fail = (code: OperatorErrorCode, params?: Record<string, string | number>) =>
  new AppError(code, { status: PAYMENT_ERROR_STATUS[code], ...(params ? { params } : {}) });

export const operatorErrors = {
  invalidCredentials: () => fail('operator.invalid_credentials'),
  /** No operator token, or one that no longer opens a session. */
  required: () => fail('operator.required'),
  /** A role or a brand outside the operator's scope. */
  forbidden: () => fail('operator.forbidden'),
  usernameTaken: () => fail('operator.username_taken'),
  passwordWeak: (min: number) => fail('operator.password_weak', { min }),
  adjustmentMemberNotFound: () => fail('adjustment.member_not_found'),
  /** Not a non-zero amount of the brand's currency. */
  adjustmentAmountInvalid: () => fail('adjustment.amount_invalid'),
};
