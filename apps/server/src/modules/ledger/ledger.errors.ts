import { AppError } from '../../http/app-error.ts';

export const ledgerErrors = {
  insufficientFunds: () => new AppError('wallet.insufficient_funds', { status: 422 }),
  idempotencyConflict: () => new AppError('ledger.idempotency_conflict', { status: 409 }),
  /** A programming error in a caller, not a user error: legs that do not balance, mixed brands. */
  invalid: (why: string) => new Error(`Invalid ledger transaction: ${why}`),
};
