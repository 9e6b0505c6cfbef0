import type { Updateable } from 'kysely';
import { currencyPlaces, formatMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { inScope, type Actor } from '../operators/actor.model.ts';
import { dualApprovalThreshold } from '../operators/adjustment-requests.usecases.ts';
import { moneyBusinessDay, recordMoneyMovement } from '../play-record/play-record.usecases.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';
import type { Withdrawal } from './withdrawal.model.ts';
import { canApply } from './withdrawal-state.ts';
import {
  applyEvent,
  moveWithdrawalFunds,
  notifyWithdrawal,
  type Side,
  type WithdrawalDeps,
} from './withdrawals.usecases.ts';
import type { WithdrawalsTable } from './withdrawals.tables.ts';
import { withdrawalsRepository, type WithdrawalFilter } from './withdrawals.repository.ts';

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

/** An operator's verdict on a held withdrawal, and where the held funds go with it. */
type Verdict = {
  event: 'approve' | 'reject';
  /** Statuses in which this verdict was already given: deciding again answers the withdrawal as it is. */
  alreadyGiven: readonly string[];
  values: (now: string) => Updateable<WithdrawalsTable>;
  step: 'disburse' | 'release';
  to: Side;
  notice: 'withdrawal_approved' | 'withdrawal_rejected';
};

/**
 * The status, the held funds and the member's message move in one database transaction (the
 * message is sent once it committed), whichever the verdict.
 */
async function decide(deps: WithdrawalDeps, id: number, actor: Actor, verdict: Verdict): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (verdict.alreadyGiven.includes(w.status)) return w;
  return inRetryingTransaction(deps.db, async (trx) => {
    const now = new Date().toISOString();
    // The payout left: it belongs to the member's business day of its disbursement, stored on the row.
    const day = verdict.step === 'disburse' ? await moneyBusinessDay(trx, w.merchantId, now) : null;
    const values = { reviewed_by: actor.operatorId, ...verdict.values(now), ...(day ? { business_day: day } : {}) };
    const moved = await applyEvent(trx, w, verdict.event, values);
    await moveWithdrawalFunds(trx, moved, verdict.step, { member: 'withdrawal_hold' }, verdict.to);
    if (day)
      await recordMoneyMovement(trx, {
        merchantId: moved.merchantId,
        memberId: moved.memberId,
        day,
        withdrawals: moved.amount,
        withdrawalCount: 1,
      });
    await notifyWithdrawal(deps, trx, moved, verdict.notice);
    return moved;
  });
}

/** From the brand's two-person threshold (the one adjustments use) on, a withdrawal needs two operators' approvals. */
async function needsTwoPeople(db: Db, w: Withdrawal): Promise<boolean> {
  const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === w.merchantId);
  return merchant !== undefined && w.amount >= (await dualApprovalThreshold(db, merchant));
}

/**
 * The operator sent the payout: the held funds leave for payment_clearing. Approving again
 * answers the same withdrawal. From the brand's threshold on, the first operator's approval is
 * only recorded, and a second, different operator's approval disburses it (the CLI, run by whoever
 * runs the server, is not held to it).
 */
export async function approveWithdrawal(deps: WithdrawalDeps, id: number, actor: Actor): Promise<Withdrawal> {
  const w = await withdrawalInScope(deps, id, actor);
  if (actor.operatorId !== null && w.status === 'pending' && (await needsTwoPeople(deps.db, w))) {
    if (w.firstApprovedBy === actor.operatorId) throw withdrawalErrors.secondApproverRequired();
    if (w.firstApprovedBy === null) {
      const now = new Date().toISOString();
      if (await withdrawalsRepository.recordFirstApproval(deps.db, id, actor.operatorId, now))
        return withdrawalInScope(deps, id, actor);
      // Someone else approved first (or decided it) meanwhile: this approval is judged against that.
      return approveWithdrawal(deps, id, actor);
    }
  }
  return disburse(deps, id, actor);
}

const disburse = (deps: WithdrawalDeps, id: number, actor: Actor): Promise<Withdrawal> =>
  decide(deps, id, actor, {
    event: 'approve',
    alreadyGiven: AFTER_APPROVE,
    values: (now) => ({ reviewed_at: now, disbursed_at: now }),
    step: 'disburse',
    to: { system: 'payment_clearing' },
    notice: 'withdrawal_approved',
  });

/** Refused: the held funds go back to the main wallet; the reason is kept. */
export const rejectWithdrawal = (deps: WithdrawalDeps, id: number, reason: string, actor: Actor): Promise<Withdrawal> =>
  decide(deps, id, actor, {
    event: 'reject',
    alreadyGiven: ['rejected'],
    values: (now) => ({ reviewed_at: now, reject_reason: reason }),
    step: 'release',
    to: { member: 'main' },
    notice: 'withdrawal_rejected',
  });

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
  return inRetryingTransaction(deps.db, async (trx) => {
    const now = new Date().toISOString();
    // A refund takes that much back from the member's withdrawals on the refund's business day (the
    // day it happened: a closed day's figures, and what was paid on them, stay as they were).
    const refundDay = refund > 0n ? await moneyBusinessDay(trx, w.merchantId, now) : null;
    const resolved = await applyEvent(trx, w, 'resolve', {
      refund_amount: refund,
      resolution_note: input.note,
      resolved_at: now,
      reviewed_by: actor.operatorId,
      refund_business_day: refundDay,
    });
    if (refundDay) {
      await moveWithdrawalFunds(trx, resolved, 'refund', { system: 'payment_clearing' }, { member: 'main' }, refund);
      await recordMoneyMovement(trx, {
        merchantId: resolved.merchantId,
        memberId: resolved.memberId,
        day: refundDay,
        withdrawals: minor(-refund),
      });
    }
    return resolved;
  });
}

export async function listWithdrawals(
  deps: Pick<WithdrawalDeps, 'db'>,
  filter: WithdrawalFilter,
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await withdrawalsRepository.list(deps.db, filter, page);
  return { rows, total, totalPages: Math.ceil(total / page.pageSize) };
}
