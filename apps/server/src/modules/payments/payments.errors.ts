import { PAYMENT_ERROR_STATUS, type PaymentErrorCode } from '@arcadia/contracts';
import { AppError, errors } from '../../http/app-error.ts';

/** Payment, withdrawal and operator errors, with the status their contract gives each code. */
export function paymentError(code: PaymentErrorCode, params?: Record<string, string | number>): AppError {
  return new AppError(code, { status: PAYMENT_ERROR_STATUS[code], ...(params ? { params } : {}) });
}

/** Errors of the payment area that are not payment codes of their own. */
export const paymentErrors = {
  /** A gateway webhook without a body, or with one that is not the gateway's event. */
  webhookBody: (key: 'validation.required' | 'validation.invalid') => errors.invalid([{ field: 'body', key }]),
};
