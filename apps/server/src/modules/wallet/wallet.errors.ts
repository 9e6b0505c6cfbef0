import { WALLET_ERROR_STATUS } from '@arcadia/contracts';
import { AppError, codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(WALLET_ERROR_STATUS);

/** One factory a code of WALLET_ERROR_STATUS; those whose message has placeholders take their values. */
export const walletErrors = {
  ...codeFactories(WALLET_ERROR_STATUS),
  vendorUnavailable: (vendor: string) => fail('wallet.vendor_unavailable', { params: { vendor } }),
  amountBelowMin: (min: string) => fail('wallet.amount_below_min', { params: { min } }),
  amountAboveMax: (max: string) => fail('wallet.amount_above_max', { params: { max } }),
  dateRangeInvalid: (days: number) => fail('wallet.date_range_invalid', { params: { days } }),
  /** A field the schema cannot express alone (amount needed unless ALL; ALL only outwards). */
  invalidField: (field: string, key = 'validation.invalid') =>
    new AppError('request.invalid', { status: 400, errors: [{ field, key }] }),
};
