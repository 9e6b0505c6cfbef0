import { PAYMENT_ERROR_STATUS, type PaymentErrorCode } from '@arcadia/contracts';
import { failWith } from '../../http/app-error.ts';

/** Withdrawal and payout-account codes; statuses from contracts. */
type WithdrawalErrorCode = Extract<PaymentErrorCode, `withdrawal.${string}` | `payout.${string}`>;

const fail = failWith<WithdrawalErrorCode>(PAYMENT_ERROR_STATUS);

export const withdrawalErrors = {
  notFound: () => fail('withdrawal.not_found'),
  /** min, max: money strings of the brand's currency. */
  amountOutOfRange: (min: string, max: string) => fail('withdrawal.amount_out_of_range', { params: { min, max } }),
  tooManyPending: (max: number) => fail('withdrawal.too_many_pending', { params: { max } }),
  /** The VIP level's daily limits: how many a day, and the day's total (money strings). */
  dailyCountReached: (max: number) => fail('withdrawal.daily_count_reached', { params: { max } }),
  dailyAmountExceeded: (max: string, left: string) =>
    fail('withdrawal.daily_amount_exceeded', { params: { max, left } }),
  /** The withdrawal is in `status`, which does not allow this step. */
  invalidTransition: (status: string) => fail('withdrawal.invalid_transition', { params: { status } }),
  receivedAmountInvalid: () => fail('withdrawal.received_amount_invalid'),
  /** max: the missing amount, a money string. */
  refundInvalid: (max: string) => fail('withdrawal.refund_invalid', { params: { max } }),
  /** From the brand's two-person threshold on, whoever approved first cannot also approve second. */
  secondApproverRequired: () => fail('withdrawal.second_approver_required'),
  proofRequired: () => fail('withdrawal.proof_required'),
  proofType: () => fail('withdrawal.proof_type'),
  proofTooLarge: (maxMb: number) => fail('withdrawal.proof_too_large', { params: { maxMb } }),
  proofNotFound: () => fail('withdrawal.proof_not_found'),
  payoutLimitReached: (max: number) => fail('payout.limit_reached', { params: { max } }),
  payoutDuplicate: () => fail('payout.duplicate'),
  payoutNotFound: () => fail('payout.not_found'),
};
