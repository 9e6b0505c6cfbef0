import { WALLET_ERROR_STATUS, type WalletErrorCode } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

/** Explicit statuses: these codes are not merged into ERROR_STATUS yet. */
const fail = (code: WalletErrorCode, params?: Record<string, string | number>) =>
  new AppError(code, { status: WALLET_ERROR_STATUS[code], ...(params ? { params } : {}) });

export const walletErrors = {
  vendorUnavailable: (vendor: string) => fail('wallet.vendor_unavailable', { vendor }),
  amountBelowMin: (min: string) => fail('wallet.amount_below_min', { min }),
  amountAboveMax: (max: string) => fail('wallet.amount_above_max', { max }),
  paymentPasswordInvalid: () => fail('wallet.payment_password_invalid'),
  paymentPasswordMissing: () => fail('wallet.payment_password_missing'),
  loginPasswordInvalid: () => fail('wallet.login_password_invalid'),
  noUpline: () => fail('wallet.no_upline'),
  dateRangeInvalid: (days: number) => fail('wallet.date_range_invalid', { days }),
  idempotencyConflict: () => fail('ledger.idempotency_conflict'),
  /** A field the schema cannot express alone (amount needed unless ALL; ALL only outwards). */
  invalidField: (field: string, key = 'validation.invalid') =>
    new AppError('request.invalid', { status: 400, errors: [{ field, key }] }),
};
