import { errorStatuses } from '../common.ts';

/**
 * Codes the wallet calls (balance, transfers, account record, transfer to upline, payment
 * password) answer with, and their HTTP status class. Spread into ERROR_STATUS (the web has an
 * errors.<code> text for each).
 */
export const WALLET_ERROR_STATUS = errorStatuses({
  /** A debit would take a wallet below zero; nothing changed. */
  'wallet.insufficient_funds': 422,
  /** The client key (idempotency key) was already used with a different request. */
  'ledger.idempotency_conflict': 409,
  /** A reversal (a vendor rollback) arrived before the transaction it reverses, which is now refused. */
  'ledger.reversed_before_posting': 409,
  /** A reversal asks to give back more than the original moved, or nothing is left to give back. */
  'ledger.reversal_exceeds_original': 409,
  /** Unknown, disabled or seamless vendor: it has no sub-wallet to transfer to or from. */
  'wallet.vendor_unavailable': 400,
  'wallet.amount_below_min': 400,
  'wallet.amount_above_max': 400,
  'wallet.payment_password_invalid': 400,
  /** The member has not set a payment password yet (PUT /wps/member/password/payment). */
  'wallet.payment_password_missing': 400,
  /** Setting the first payment password needs the login password. */
  'wallet.login_password_invalid': 400,
  /** Transfer to upline by a member who has none. */
  'wallet.no_upline': 403,
  /** Account record: end before start, or a range longer than the maximum. */
  'wallet.date_range_invalid': 400,
});

export type WalletErrorCode = keyof typeof WALLET_ERROR_STATUS;
