import { formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import { minor } from '../../lib/money.ts';
import { inScope, type Actor } from '../payments/actor.ts';
import { paymentError } from '../payments/payments.errors.ts';
import type { Withdrawal } from './withdrawal.model.ts';
import { canApply } from './withdrawal-state.ts';
import { applyEvent, moveWithdrawalFunds, notifyWithdrawal, type WithdrawalDeps } from './withdrawals.usecases.ts';
import { withdrawalsRepository } from './withdrawals.repository.ts';

/** Statuses a withdrawal can only have reached through approve: the payout left. */
const AFTER_APPROVE = ['disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'resolved'];

export async function withdrawalInScope(
  deps: Pick<WithdrawalDeps, 'db'>,
  id: number,
  actor: Actor,
): Promise<Withdrawal> {
  const w = await withdrawalsRepository.findById(deps.db, id);
  if (!w || !inScope(actor, w.merchantId)) throw paymentError('withdrawal.not_found');
  return w;
}

/**
 * The operator sent the payout: held funds leave for payment_clearing and the member is told.
 * The status is claimed before the ledger step (which is idempotent), so approving again answers
 * the same withdrawal and completes a step a crash may have interrupted.
 */
export async function approveWithdrawal(deps: WithdrawalDeps, id: number, actor: Actor): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (AFTER_APPROVE.includes(w.status)) {
    await moveWithdrawalFunds(deps.db, w, 'disburse', { member: 'withdrawal_hold' }, { system: 'payment_clearing' });
    return w;
  }
  const now = new Date().toISOString();
  const approved = await applyEvent(deps.db, w, 'approve', {
    reviewed_by: actor.operatorId,
    reviewed_at: now,
    disbursed_at: now,
  });
  await moveWithdrawalFunds(
    deps.db,
    approved,
    'disburse',
    { member: 'withdrawal_hold' },
    { system: 'payment_clearing' },
  );
  await notifyWithdrawal(deps, approved, 'withdrawal_approved');
  return approved;
}

/** Refused: held funds go back to the main wallet, with the reason for the member. */
export async function rejectWithdrawal(
  deps: WithdrawalDeps,
  id: number,
  reason: string,
  actor: Actor,
): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (w.status === 'rejected') {
    await moveWithdrawalFunds(deps.db, w, 'release', { member: 'withdrawal_hold' }, { member: 'main' });
    return w;
  }
  const rejected = await applyEvent(deps.db, w, 'reject', {
    reviewed_by: actor.operatorId,
    reviewed_at: new Date().toISOString(),
    reject_reason: reason,
  });
  await moveWithdrawalFunds(deps.db, rejected, 'release', { member: 'withdrawal_hold' }, { member: 'main' });
  await notifyWithdrawal(deps, rejected, 'withdrawal_rejected');
  return rejected;
}

/**
 * Closes a partly/not received dispute. The operator may return up to the missing amount
 * (payment_clearing -> main: the payout did not fully leave); a zero or absent refund closes it
 * as investigated-and-paid.
 */
export async function resolveWithdrawal(
  deps: WithdrawalDeps,
  id: number,
  input: { refundAmount?: string; note: string },
  actor: Actor,
): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (!canApply(w.status, 'resolve')) throw paymentError('withdrawal.invalid_transition', { status: w.status });
  const missing = w.status === 'partly_received' ? (w.remainingAmount ?? w.amount) : w.amount;
  const refund = minor(input.refundAmount ? parseAmountToMinor(input.refundAmount) : 0n);
  if (refund > missing) throw paymentError('withdrawal.refund_invalid', { max: formatMinor(missing) });
  const resolved = await applyEvent(deps.db, w, 'resolve', {
    refund_amount: refund,
    resolution_note: input.note,
    resolved_at: new Date().toISOString(),
    reviewed_by: actor.operatorId,
  });
  if (refund > 0n)
    await moveWithdrawalFunds(deps.db, resolved, 'refund', { system: 'payment_clearing' }, { member: 'main' }, refund);
  return resolved;
}

export async function listWithdrawals(
  deps: Pick<WithdrawalDeps, 'db'>,
  filter: Parameters<typeof withdrawalsRepository.list>[1],
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await withdrawalsRepository.list(deps.db, filter, page);
  return { rows, total, totalPages: Math.ceil(total / page.pageSize) };
}
