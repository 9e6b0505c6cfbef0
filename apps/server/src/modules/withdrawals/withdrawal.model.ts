import type { Selectable } from 'kysely';
import {
  currencyPlaces,
  formatMinor,
  withdrawalStatusSchema,
  type Withdrawal as WithdrawalView,
  type WithdrawalStatus,
} from '@arcadia/contracts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { WithdrawalsTable } from './withdrawals.tables.ts';

export type Withdrawal = {
  id: number;
  merchantId: number;
  memberId: number;
  payoutAccountId: number;
  payout: { type: 'bank' | 'ewallet'; holderName: string; providerName: string; accountNumber: string };
  amount: Minor;
  currency: string;
  status: WithdrawalStatus;
  clientKey: string;
  requestHash: string;
  rejectReason: string | null;
  receivedAmount: Minor | null;
  remainingAmount: Minor | null;
  refundAmount: Minor | null;
  resolutionNote: string | null;
  proof: { file: string; mime: string; size: number } | null;
  reviewedBy: number | null;
  /** Above the brand's two-person threshold: the operator who approved first, waiting for a second. */
  firstApprovedBy: number | null;
  firstApprovedAt: string | null;
  createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
  disbursedAt: string | null;
  confirmedAt: string | null;
  resolvedAt: string | null;
};

const optionalMinor = (value: string | number | bigint | null) => (value === null ? null : toMinor(value));

export function mapWithdrawal(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    memberId: Number(row.member_id),
    payoutAccountId: Number(row.payout_account_id),
    payout: {
      type: row.payout_type === 'ewallet' ? 'ewallet' : 'bank',
      holderName: row.payout_holder_name,
      providerName: row.payout_provider_name,
      accountNumber: row.payout_account_number,
    },
    amount: toMinor(row.amount),
    currency: row.currency,
    status: withdrawalStatusSchema.parse(row.status),
    clientKey: row.client_key,
    requestHash: row.request_hash,
    rejectReason: row.reject_reason,
    receivedAmount: optionalMinor(row.received_amount),
    remainingAmount: optionalMinor(row.remaining_amount),
    refundAmount: optionalMinor(row.refund_amount),
    resolutionNote: row.resolution_note,
    proof: row.proof_file
      ? { file: row.proof_file, mime: row.proof_mime ?? 'application/octet-stream', size: Number(row.proof_size ?? 0) }
      : null,
    reviewedBy: row.reviewed_by === null ? null : Number(row.reviewed_by),
    firstApprovedBy: row.first_approved_by === null ? null : Number(row.first_approved_by),
    firstApprovedAt: row.first_approved_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reviewedAt: row.reviewed_at,
    disbursedAt: row.disbursed_at,
    confirmedAt: row.confirmed_at,
    resolvedAt: row.resolved_at,
  };
}

/** "•••• 6789": enough for the owner to recognise the account, useless to anyone else. */
export const maskAccountNumber = (accountNumber: string) => `•••• ${accountNumber.replace(/[\s-]/g, '').slice(-4)}`;

const money = (value: Minor | null, places: number) => (value === null ? null : formatMinor(value, places));

export function toWithdrawalView(w: Withdrawal, autoConfirmMinutes: number): WithdrawalView {
  const places = currencyPlaces(w.currency);
  return {
    id: String(w.id),
    amount: formatMinor(w.amount, places),
    currency: w.currency,
    status: w.status,
    payoutAccount: {
      type: w.payout.type,
      holderName: w.payout.holderName,
      providerName: w.payout.providerName,
      accountNumberMasked: maskAccountNumber(w.payout.accountNumber),
    },
    rejectReason: w.rejectReason,
    receivedAmount: money(w.receivedAmount, places),
    remainingAmount: money(w.remainingAmount, places),
    refundAmount: money(w.refundAmount, places),
    resolutionNote: w.resolutionNote,
    hasProof: w.proof !== null,
    createdAt: w.createdAt,
    reviewedAt: w.reviewedAt,
    disbursedAt: w.disbursedAt,
    confirmedAt: w.confirmedAt,
    autoConfirmAt:
      w.status === 'disbursed' && w.disbursedAt
        ? new Date(Date.parse(w.disbursedAt) + autoConfirmMinutes * 60_000).toISOString()
        : null,
  };
}
