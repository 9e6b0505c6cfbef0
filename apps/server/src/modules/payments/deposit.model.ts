import {
  currencyPlaces,
  depositStatusSchema,
  formatMinor,
  paymentChannelKindSchema,
  type Deposit as DepositView,
  type DepositStatus,
  type PaymentChannelKind,
} from '@arcadia/contracts';
import type { Selectable } from 'kysely';
import { toMinor, type Minor } from '../../lib/money.ts';
import { channelName, type Channel } from './channel.model.ts';
import type { DepositsTable } from './payments.tables.ts';

export type Deposit = {
  id: number;
  merchantId: number;
  memberId: number;
  channelId: number;
  kind: PaymentChannelKind;
  amount: Minor;
  fee: Minor;
  creditAmount: Minor;
  currency: string;
  status: DepositStatus;
  reference: string;
  clientKey: string;
  requestHash: string;
  providerRef: string | null;
  checkoutUrl: string | null;
  ledgerTransactionId: number | null;
  failureReason: string | null;
  reviewedBy: number | null;
  createdAt: string;
  updatedAt: string;
  creditedAt: string | null;
};

/**
 * Deposit transitions. A gateway "paid" may also lift a "failed" deposit: the PSP saying it holds
 * the money outranks an earlier failure (an out-of-order or premature event), so the member is
 * credited rather than the money stranded in clearing. Nothing leaves "credited" or "rejected".
 */
export const DEPOSIT_TRANSITIONS = {
  gatewayPaid: ['pending', 'failed'],
  gatewayFailed: ['pending'],
  operatorConfirm: ['pending'],
  operatorReject: ['pending'],
} as const satisfies Record<string, readonly DepositStatus[]>;

export function mapDeposit(row: Selectable<DepositsTable>): Deposit {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    memberId: Number(row.member_id),
    channelId: Number(row.channel_id),
    kind: paymentChannelKindSchema.parse(row.kind),
    amount: toMinor(row.amount),
    fee: toMinor(row.fee),
    creditAmount: toMinor(row.credit_amount),
    currency: row.currency,
    status: depositStatusSchema.parse(row.status),
    reference: row.reference,
    clientKey: row.client_key,
    requestHash: row.request_hash,
    providerRef: row.provider_ref,
    checkoutUrl: row.checkout_url,
    ledgerTransactionId: row.ledger_transaction_id === null ? null : Number(row.ledger_transaction_id),
    failureReason: row.failure_reason,
    reviewedBy: row.reviewed_by === null ? null : Number(row.reviewed_by),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    creditedAt: row.credited_at,
  };
}

export function toDepositView(
  deposit: Deposit,
  channel: Pick<Channel, 'code' | 'name' | 'kind' | 'config'>,
  language?: string,
): DepositView {
  const bank = channel.kind === 'manual_bank' ? channel.config : null;
  const places = currencyPlaces(deposit.currency);
  return {
    id: String(deposit.id),
    reference: deposit.reference,
    channel: channel.code,
    channelName: channelName(channel, language),
    kind: deposit.kind,
    amount: formatMinor(deposit.amount, places),
    fee: formatMinor(deposit.fee, places),
    creditAmount: formatMinor(deposit.creditAmount, places),
    currency: deposit.currency,
    status: deposit.status,
    failureReason: deposit.failureReason,
    bankAccount: bank
      ? { bankName: bank.bankName ?? '', accountName: bank.accountName ?? '', accountNumber: bank.accountNumber ?? '' }
      : null,
    checkoutUrl: deposit.status === 'pending' ? deposit.checkoutUrl : null,
    createdAt: deposit.createdAt,
    updatedAt: deposit.updatedAt,
    creditedAt: deposit.creditedAt,
  };
}

/** A deposit as the lists show it: with its member's name and its channel. */
export type DepositListRow = Deposit & {
  username: string;
  channelCode: string;
  channelName: string;
  channelConfig: string;
};

/** The channel of a list row, in the shape the deposit views take. */
export const channelOfRow = (d: DepositListRow) => ({
  code: d.channelCode,
  name: d.channelName,
  kind: d.kind,
  config: JSON.parse(d.channelConfig) as Record<string, string>,
});
