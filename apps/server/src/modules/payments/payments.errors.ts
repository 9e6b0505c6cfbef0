import { PAYMENT_ERROR_STATUS, type PaymentErrorCode } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

/** Payment, withdrawal and operator errors, with the status their contract gives each code. */
export function paymentError(code: PaymentErrorCode, params?: Record<string, string | number>): AppError {
  return new AppError(code, { status: PAYMENT_ERROR_STATUS[code], ...(params ? { params } : {}) });
}
