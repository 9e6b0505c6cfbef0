import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { inScope, type Actor } from '../payments/actor.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';
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
  if (!w || !inScope(actor, w.merchantId)) throw withdrawalErrors.notFound();
  return w;
}

/**
 * The operator sent the payout: the status moves and the held funds leave for payment_clearing in
 * one database transaction; the member is told once it committed. Approving again answers the
 * same withdrawal.
 */
export async function approveWithdrawal(deps: WithdrawalDeps, id: number, actor: Actor): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (AFTER_APPROVE.includes(w.status)) return w;
  return inTransaction(deps.db, async (trx) => {
    const now = new Date().toISOString();
    const moved = await applyEvent(trx, w, 'approve', {
      reviewed_by: actor.operatorId,
      reviewed_at: now,
      disbursed_at: now,
    });
    await moveWithdrawalFunds(trx, moved, 'disburse', { member: 'withdrawal_hold' }, { system: 'payment_clearing' });
    await notifyWithdrawal(deps, trx, moved, 'withdrawal_approved');
    return moved;
  });
}

/** Refused: the held funds go back to the main wallet with the status change; the reason is kept. */
export async function rejectWithdrawal(
  deps: WithdrawalDeps,
  id: number,
  reason: string,
  actor: Actor,
): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (w.status === 'rejected') return w;
  return inTransaction(deps.db, async (trx) => {
    const moved = await applyEvent(trx, w, 'reject', {
      reviewed_by: actor.operatorId,
      reviewed_at: new Date().toISOString(),
      reject_reason: reason,
    });
    await moveWithdrawalFunds(trx, moved, 'release', { member: 'withdrawal_hold' }, { member: 'main' });
    await notifyWithdrawal(deps, trx, moved, 'withdrawal_rejected');
    return moved;
  });
}

/**
 * Closes a partly/not received dispute. The operator may return up to the missing amount
 * (payment_clearing -> main: the payout did not fully leave), in the same transaction as the
 * status; a zero or absent refund closes it as investigated-and-paid.
 */
export async function resolveWithdrawal(
  deps: WithdrawalDeps,
  id: number,
  input: { refundAmount?: string; note: string },
  actor: Actor,
): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (!canApply(w.status, 'resolve')) throw withdrawalErrors.invalidTransition(w.status);
  const missing = w.status === 'partly_received' ? (w.remainingAmount ?? w.amount) : w.amount;
  const places = currencyPlaces(w.currency);
  const refund = input.refundAmount ? amountIn(input.refundAmount, places, 'refundAmount') : minor(0n);
  if (refund > missing) throw withdrawalErrors.refundInvalid(formatMinor(missing, places));
  return inTransaction(deps.db, async (trx) => {
    const resolved = await applyEvent(trx, w, 'resolve', {
      refund_amount: refund,
      resolution_note: input.note,
      resolved_at: new Date().toISOString(),
      reviewed_by: actor.operatorId,
    });
    if (refund > 0n)
      await moveWithdrawalFunds(trx, resolved, 'refund', { system: 'payment_clearing' }, { member: 'main' }, refund);
    return resolved;
  });
}

export async function listWithdrawals(
  deps: Pick<WithdrawalDeps, 'db'>,
  filter: Parameters<typeof withdrawalsRepository.list>[1],
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await withdrawalsRepository.list(deps.db, filter, page);
  return { rows, total, totalPages: Math.ceil(total / page.pageSize) };
}
