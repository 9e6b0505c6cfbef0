import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

export const ledgerErrors = {
  /** With the wallet, the answer tells the caller what it holds, in its currency (game wallets do). */
  insufficientFunds: (wallet?: { balance: bigint; currency: string }) =>
    new AppError('wallet.insufficient_funds', {
      status: 422,
      ...(wallet === undefined
        ? {}
        : { value: { balance: formatMinor(wallet.balance, currencyPlaces(wallet.currency)) } }),
    }),
  idempotencyConflict: () => new AppError('ledger.idempotency_conflict', { status: 409 }),
  /** A reversal came first (a vendor rollback outran its bet): the late original is refused. */
  reversedBeforePosting: () => new AppError('ledger.reversed_before_posting', { status: 409 }),
  /** More than the original moved, in the wrong direction, or nothing left to give back. */
  reversalExceedsOriginal: () => new AppError('ledger.reversal_exceeds_original', { status: 409 }),
  /** A programming error in a caller, not a user error: legs that do not balance, mixed brands. */
  invalid: (why: string) => new Error(`Invalid ledger transaction: ${why}`),
};
