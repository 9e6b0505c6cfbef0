import { createHash } from 'node:crypto';
import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { lockMember } from '../members/member-lock.ts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import type { MemberAccountKind, SystemAccountKind } from '../ledger/ledger.model.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Member } from '../members/member.model.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantById } from '../payments/merchant-lookup.ts';
import type { NotifyMember } from '../payments/notifications.ts';
import { paymentSettingsOf } from '../payments/payment-settings.ts';
import { paymentError } from '../payments/payments.errors.ts';
import { checkPaymentPassword } from '../auth/payment-password.usecases.ts';
import { checkDailyLimits } from './daily-limits.ts';
import { findPayoutAccount } from './payout-accounts.ts';
import type { Withdrawal } from './withdrawal.model.ts';
import { WITHDRAWAL_EVENTS, nextStatus, type WithdrawalEvent } from './withdrawal-state.ts';
import { withdrawalsRepository } from './withdrawals.repository.ts';
import type { WithdrawalsTable } from './withdrawals.tables.ts';
import type { Updateable } from 'kysely';
import { withdrawalErrors } from './withdrawals.errors.ts';
import { promotionsPort } from '../promotions/promotions.port.ts';

export type WithdrawalDeps = { db: Db; notify: NotifyMember; log?: { warn(details: object, message: string): void } };

export type Side = { member: MemberAccountKind } | { system: SystemAccountKind };

/** One ledger step of a withdrawal, keyed withdrawal:<id>:<step> so a retry never moves money twice. */
export async function moveWithdrawalFunds(
  db: Trx,
  w: Withdrawal,
  step: 'hold' | 'disburse' | 'release' | 'refund',
  from: Side,
  to: Side,
  amount: Minor = w.amount,
) {
  const account = (side: Side) =>
    'member' in side
      ? ensureMemberAccount(db, w.merchantId, w.memberId, side.member, w.currency)
      : ensureSystemAccount(db, w.merchantId, side.system, w.currency);
  const [source, target] = [await account(from), await account(to)];
  return postTransaction(db, {
    merchantId: w.merchantId,
    kind: `withdrawal_${step}`,
    idempotencyKey: `withdrawal:${w.id}:${step}`,
    legs: [
      { accountId: source.id, amount: minor(-amount) },
      { accountId: target.id, amount },
    ],
    metadata: { withdrawalId: w.id },
  });
}

/**
 * Applies a state-machine event: checks it is legal from the current status, then moves the row
 * only if nobody else moved it first. Returns the updated withdrawal.
 */
export async function applyEvent(
  db: DbOrTrx,
  w: Withdrawal,
  event: WithdrawalEvent,
  values: Updateable<WithdrawalsTable> = {},
): Promise<Withdrawal> {
  const to = nextStatus(w.status, event);
  const moved = await withdrawalsRepository.transition(db, w.id, WITHDRAWAL_EVENTS[event].from, {
    ...values,
    status: to,
    updated_at: new Date().toISOString(),
  });
  const current = (await withdrawalsRepository.findById(db, w.id))!;
  if (!moved) throw withdrawalErrors.invalidTransition(current.status);
  return current;
}

/**
 * A member asks to withdraw: the payment password is checked, limits applied (the brand's, then
 * the VIP level's daily ones under the member's lock: daily-limits.ts), and the row is
 * written with the amount already held (main -> withdrawal_hold) in one database transaction, so
 * it cannot be spent while the operator reviews. The pending cap is counted under the member's
 * lock. Insufficient funds: 422 and nothing is left behind. A repeated clientKey returns the first.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  merchant: Merchant,
  member: Member,
  input: {
    payoutAccountId: string;
    amount: string;
    paymentPassword: string;
    clientKey: string;
    forfeitBonus?: boolean | undefined;
  },
  /** The client address, for the payment password's lock-out. */
  source: string | null = null,
): Promise<Withdrawal> {
  await checkPaymentPassword(deps.db, member, input.paymentPassword, source);
  const amount = amountIn(input.amount, merchant.places);
  const hash = createHash('sha256')
    .update(JSON.stringify([input.payoutAccountId, formatMinor(amount, merchant.places)]))
    .digest('hex');
  const earlier = await withdrawalsRepository.findByClientKey(deps.db, member.id, input.clientKey);
  if (earlier) return sameRequest(earlier, hash);

  const settings = await paymentSettingsOf(deps.db, merchant.id);
  if (amount < settings.withdrawalMin || amount > settings.withdrawalMax) {
    throw withdrawalErrors.amountOutOfRange(
      formatMinor(settings.withdrawalMin, merchant.places),
      formatMinor(settings.withdrawalMax, merchant.places),
    );
  }
  const account = await findPayoutAccount(deps.db, member.id, Number(input.payoutAccountId));
  if (!account) throw withdrawalErrors.payoutNotFound();
  return inRetryingTransaction(deps.db, async (trx) => {
    await lockMember(trx, member.id);
    const raced = await withdrawalsRepository.findByClientKey(trx, member.id, input.clientKey);
    if (raced) return sameRequest(raced, hash);
    if ((await withdrawalsRepository.countOpen(trx, member.id)) >= settings.withdrawalMaxPending) {
      throw withdrawalErrors.tooManyPending(settings.withdrawalMaxPending);
    }
    await checkDailyLimits(trx, merchant, member.id, amount, new Date());
    // A bonus still being wagered: warned first, forfeited in this transaction once confirmed.
    await promotionsPort.beforeWithdrawal(trx, member.id, input.forfeitBonus === true, merchant.places);
    const now = new Date().toISOString();
    const created = await withdrawalsRepository.insert(trx, {
      merchant_id: merchant.id,
      member_id: member.id,
      payout_account_id: account.id,
      payout_type: account.type,
      payout_holder_name: account.holderName,
      payout_provider_name: account.providerName,
      payout_account_number: account.accountNumber,
      amount,
      currency: merchant.currency,
      status: nextStatus('holding', 'held'),
      client_key: input.clientKey,
      request_hash: hash,
      reject_reason: null,
      received_amount: null,
      remaining_amount: null,
      refund_amount: null,
      resolution_note: null,
      proof_file: null,
      proof_mime: null,
      proof_size: null,
      reviewed_by: null,
      created_at: now,
      updated_at: now,
      reviewed_at: null,
      disbursed_at: null,
      confirmed_at: null,
      resolved_at: null,
    });
    await moveWithdrawalFunds(trx, created, 'hold', { member: 'main' }, { member: 'withdrawal_hold' });
    return created;
  });
}

function sameRequest(w: Withdrawal, hash: string): Withdrawal {
  if (w.requestHash !== hash) throw paymentError('payment.idempotency_conflict');
  return w;
}

/** The rejection reason stays on the withdrawal (shown in its detail); templates take merchant, currency, amount. */
export async function notifyWithdrawal(
  deps: WithdrawalDeps,
  trx: Trx,
  w: Withdrawal,
  template: 'withdrawal_approved' | 'withdrawal_rejected',
) {
  const merchant = await merchantById(trx, w.merchantId);
  const params = {
    merchant: merchant?.name ?? '',
    currency: w.currency,
    amount: formatMinor(w.amount, currencyPlaces(w.currency)),
  };
  await deps.notify(trx, { merchantId: w.merchantId, memberId: w.memberId, template, params });
}
