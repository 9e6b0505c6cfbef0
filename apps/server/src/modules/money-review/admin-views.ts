import { toDepositView, type Deposit } from '../payments/deposit.model.ts';
import type { Channel } from '../payments/channel.model.ts';
import { toWithdrawalView, type Withdrawal } from '../withdrawals/withdrawal.model.ts';

export const adminDepositView = (
  d: Deposit & { username: string },
  channel: Pick<Channel, 'code' | 'name' | 'kind' | 'config'>,
) => ({
  // Operators see the channel's own name (the one they manage), not a member's translation.
  ...toDepositView(d, channel),
  // Operators see the checkout link too, whatever the status: it identifies the PSP session.
  checkoutUrl: d.checkoutUrl,
  merchantId: String(d.merchantId),
  memberId: String(d.memberId),
  username: d.username,
  reviewedBy: d.reviewedBy === null ? null : String(d.reviewedBy),
});

export const adminWithdrawalView = (w: Withdrawal & { username: string }, autoConfirmMinutes: number) => ({
  ...toWithdrawalView(w, autoConfirmMinutes),
  merchantId: String(w.merchantId),
  memberId: String(w.memberId),
  username: w.username,
  accountNumber: w.payout.accountNumber,
  reviewedBy: w.reviewedBy === null ? null : String(w.reviewedBy),
  firstApprovedBy: w.firstApprovedBy === null ? null : String(w.firstApprovedBy),
  firstApprovedAt: w.firstApprovedAt,
});
