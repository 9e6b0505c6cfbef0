import { errorStatuses } from '../common.ts';

/**
 * Codes the payment, withdrawal and operator calls answer with, and their HTTP status class.
 * Spread into ERROR_STATUS (the web has an errors.<code> text for each).
 * wallet.payment_password_missing / _invalid belong to the wallet area.
 */
export const PAYMENT_ERROR_STATUS = errorStatuses({
  'payment.channel_unavailable': 422,
  /** params: min, max (money strings). */
  'payment.amount_out_of_range': 422,
  /** The member pays the fee and the amount does not cover it. params: fee. */
  'payment.amount_below_fee': 422,
  /** The same clientKey was sent again with a different channel, amount or account. */
  'payment.idempotency_conflict': 409,
  'payment.deposit_not_found': 404,
  /** Confirm/reject of a deposit that is no longer pending (or a sandbox one). */
  'payment.deposit_not_pending': 409,
  /** Only manual bank deposits are confirmed or rejected by an operator; gateways report their own. */
  'payment.deposit_not_manual': 409,
  'payment.gateway_unknown': 404,
  'payment.webhook_signature_invalid': 401,
  'payment.webhook_stale': 400,
  /** A signed event whose amount, currency or checkout does not match the deposit. */
  'payment.webhook_mismatch': 400,
  'payment.checkout_closed': 409,
  /** An operator named a channel the brand does not have. */
  'payment.channel_not_found': 404,
  /** Limits that do not fit: min above max, zero min, or a fee that is negative or 100 % or more. */
  'payment.channel_limits_invalid': 400,
  /** params: max. */
  'payout.limit_reached': 422,
  'payout.duplicate': 409,
  'payout.not_found': 404,
  'withdrawal.not_found': 404,
  /** params: min, max (money strings). */
  'withdrawal.amount_out_of_range': 422,
  /** params: max. */
  'withdrawal.too_many_pending': 422,
  /** The member's VIP level allows this many withdrawals per business day. params: max. */
  'withdrawal.daily_count_reached': 422,
  /** Over the VIP level's daily total. params: max (the day's total), left (what remains today), money strings. */
  'withdrawal.daily_amount_exceeded': 422,
  /** The withdrawal is not in a state that allows this step. params: status. */
  'withdrawal.invalid_transition': 409,
  'withdrawal.received_amount_invalid': 400,
  'withdrawal.proof_required': 400,
  'withdrawal.proof_type': 400,
  /** params: maxMb. */
  'withdrawal.proof_too_large': 413,
  'withdrawal.proof_not_found': 404,
  /** params: max (money string). */
  'withdrawal.refund_invalid': 400,
  /** A large withdrawal's first approver may not also give the second approval. */
  'withdrawal.second_approver_required': 403,
  'operator.invalid_credentials': 400,
  'operator.required': 401,
  'operator.forbidden': 403,
  'operator.username_taken': 409,
  'operator.password_weak': 400,
  /** A wrong or already used authenticator or recovery code. */
  'operator.code_invalid': 400,
  /** The sign-in challenge is unknown, used or older than its few minutes: sign in again. */
  'operator.challenge_expired': 401,
  /** Enrolment asked of an operator who has two-factor already (an admin resets it). */
  'operator.already_enrolled': 409,
  /** The request comes from outside the console's IP allow-list. */
  'operator.address_refused': 403,
  /** No operator by that id within the admin's brands. */
  'operator.not_found': 404,
  /** Locking one's own account would end one's own session. */
  'operator.self_lock': 403,
  /** A role change or lock that would leave the target's brands without an active admin. */
  'operator.last_admin': 409,
  'adjustment.member_not_found': 404,
  'adjustment.request_not_found': 404,
  /** Approved or rejected already. */
  'adjustment.request_not_pending': 409,
  /** The two-person rule: whoever asked for an adjustment cannot approve it. */
  'adjustment.same_operator': 403,
  'adjustment.amount_invalid': 400,
});

export type PaymentErrorCode = keyof typeof PAYMENT_ERROR_STATUS;
