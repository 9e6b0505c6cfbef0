import { currencyPlaces, formatMinor, type DepositStatus } from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import type { Leg } from '../ledger/ledger.model.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { moneyBusinessDay, recordMoneyMovement } from '../play-record/play-record.usecases.ts';
import { DEPOSIT_CREDITED_LISTENERS } from './deposit-events.port.ts';
import { merchantById } from './merchant-lookup.ts';
import { DEPOSIT_TRANSITIONS, type Deposit } from './deposit.model.ts';
import { depositsRepository } from './deposits.repository.ts';
import type { DepositDeps } from './deposits.usecases.ts';
import { paymentError } from './payments.errors.ts';

/*
 * How an open deposit ends: credited (status and ledger posting together, exactly once) or closed
 * unpaid; the member is told in the same transaction. Opening a deposit is deposits.usecases.ts.
 */

/**
 * payment_clearing -> main. The clearing leg is what the provider actually settles (amount - fee);
 * when the house pays the fee, the house account makes up the difference.
 */
async function depositLegs(trx: Trx, deposit: Deposit): Promise<Leg[]> {
  const main = await ensureMemberAccount(trx, deposit.merchantId, deposit.memberId, 'main', deposit.currency);
  const clearing = await ensureSystemAccount(trx, deposit.merchantId, 'payment_clearing', deposit.currency);
  const settled = minor(deposit.amount - deposit.fee);
  const legs: Leg[] = [
    { accountId: clearing.id, amount: minor(-settled) },
    { accountId: main.id, amount: deposit.creditAmount },
  ];
  const houseShare = minor(deposit.creditAmount - settled);
  if (houseShare !== 0n) {
    const house = await ensureSystemAccount(trx, deposit.merchantId, 'house', deposit.currency);
    legs.push({ accountId: house.id, amount: minor(-houseShare) });
  }
  return legs;
}

async function templateParams(db: DbOrTrx, deposit: Deposit) {
  const merchant = await merchantById(db, deposit.merchantId);
  return {
    merchant: merchant?.name ?? '',
    currency: deposit.currency,
    amount: formatMinor(deposit.creditAmount, currencyPlaces(deposit.currency)),
  };
}

/**
 * Inside the caller's transaction: the status moves to credited (only from `from`) and the credit
 * posts under deposit:<id>, together. `changed` is false when someone else moved it first.
 */
export async function settleDeposit(
  deps: DepositDeps,
  trx: Trx,
  depositId: number,
  from: readonly DepositStatus[],
  reviewedBy: number | null,
): Promise<{ deposit: Deposit; changed: boolean }> {
  const now = new Date().toISOString();
  const changed = await depositsRepository.transition(trx, depositId, from, {
    status: 'credited',
    credited_at: now,
    updated_at: now,
    failure_reason: null,
    reviewed_by: reviewedBy,
  });
  const deposit = await depositsRepository.findById(trx, depositId);
  if (!deposit) throw paymentError('payment.deposit_not_found');
  if (!changed) return { deposit, changed };
  const posted = await postTransaction(trx, {
    merchantId: deposit.merchantId,
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.id}`,
    legs: await depositLegs(trx, deposit),
    metadata: { depositId: deposit.id, reference: deposit.reference },
  });
  // The business day the credit counts on is stored on the row: stats:check recomputes from it.
  const day = await moneyBusinessDay(trx, deposit.merchantId, now);
  await depositsRepository.update(trx, deposit.id, { ledger_transaction_id: posted.id, business_day: day });
  await recordMoneyMovement(trx, {
    merchantId: deposit.merchantId,
    memberId: deposit.memberId,
    day,
    deposits: deposit.creditAmount,
    depositCount: 1,
  });
  if (DEPOSIT_CREDITED_LISTENERS.length > 0) {
    const credited = await trx
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', deposit.memberId)
      .where('status', '=', 'credited')
      .executeTakeFirstOrThrow();
    const event = {
      id: deposit.id,
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      amount: deposit.creditAmount,
      ordinal: Number(credited.n),
      creditedAt: now,
    };
    for (const listener of DEPOSIT_CREDITED_LISTENERS) await listener.credited(trx, event);
  }
  await tellMember(deps, trx, deposit, 'deposit_credited');
  return { deposit: { ...deposit, ledgerTransactionId: posted.id }, changed };
}

/** Credits a deposit exactly once (status and credit in one transaction); the member is told after. */
export async function creditDeposit(
  deps: DepositDeps,
  depositId: number,
  from: readonly DepositStatus[],
  reviewedBy: number | null = null,
): Promise<{ deposit: Deposit; changed: boolean }> {
  const result = await inRetryingTransaction(deps.db, (trx) => settleDeposit(deps, trx, depositId, from, reviewedBy));
  if (!result.changed && result.deposit.status !== 'credited') throw paymentError('payment.deposit_not_pending');
  return result;
}

/** failed (gateway) or rejected (operator): no money moved; `changed` false when it was not open. */
export async function closeUnpaid(
  deps: DepositDeps,
  trx: Trx,
  depositId: number,
  outcome: 'failed' | 'rejected',
  reason: string,
  reviewedBy: number | null,
): Promise<{ deposit: Deposit; changed: boolean }> {
  const from = outcome === 'failed' ? DEPOSIT_TRANSITIONS.gatewayFailed : DEPOSIT_TRANSITIONS.operatorReject;
  const changed = await depositsRepository.transition(trx, depositId, from, {
    status: outcome,
    failure_reason: reason,
    reviewed_by: reviewedBy,
    updated_at: new Date().toISOString(),
  });
  const deposit = await depositsRepository.findById(trx, depositId);
  if (!deposit) throw paymentError('payment.deposit_not_found');
  if (changed) await tellMember(deps, trx, deposit, 'deposit_failed');
  return { deposit, changed };
}

/** failed (gateway) or rejected (operator): no money moved, the member is told. */
export async function closeDepositUnpaid(
  deps: DepositDeps,
  depositId: number,
  outcome: 'failed' | 'rejected',
  reason: string,
  reviewedBy: number | null = null,
): Promise<{ deposit: Deposit; changed: boolean }> {
  return inRetryingTransaction(deps.db, (trx) => closeUnpaid(deps, trx, depositId, outcome, reason, reviewedBy));
}

async function tellMember(
  deps: DepositDeps,
  trx: Trx,
  deposit: Deposit,
  template: 'deposit_credited' | 'deposit_failed',
): Promise<void> {
  const params = await templateParams(trx, deposit);
  await deps.notify(trx, { merchantId: deposit.merchantId, memberId: deposit.memberId, template, params });
}
