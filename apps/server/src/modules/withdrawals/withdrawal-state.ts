import type { WithdrawalStatus } from '@arcadia/contracts';
import { withdrawalErrors } from './withdrawals.errors.ts';

/**
 * The withdrawal state machine, the one place that says which step may follow which.
 *
 *   holding --held--> pending --approve--> disbursed --received--------> received
 *      (funds move         |                   |-----partly_received--> partly_received --resolve--> resolved
 *       main -> hold)      |                   |-----not_received-----> not_received ----resolve--> resolved
 *                          |                   '-----auto_confirm-----> auto_received
 *                          '--reject--> rejected (hold -> main: funds returned)
 *
 * approve moves hold -> payment_clearing (the payout left). auto_received is the forced receipt:
 * after WITHDRAWAL_AUTO_CONFIRM_MINUTES without an answer the payout counts as received, and a
 * forced receipt is final — no later "not received", no refund. partly_received records the
 * received and the remaining amount; the remainder is NOT refunded automatically: it is a dispute
 * the operator resolves (resolve may return up to the missing amount, clearing -> main).
 */
export const WITHDRAWAL_EVENTS = {
  held: { from: ['holding'], to: 'pending' },
  approve: { from: ['pending'], to: 'disbursed' },
  reject: { from: ['pending'], to: 'rejected' },
  received: { from: ['disbursed'], to: 'received' },
  partly_received: { from: ['disbursed'], to: 'partly_received' },
  not_received: { from: ['disbursed'], to: 'not_received' },
  auto_confirm: { from: ['disbursed'], to: 'auto_received' },
  resolve: { from: ['partly_received', 'not_received'], to: 'resolved' },
} as const satisfies Record<string, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }>;

export type WithdrawalEvent = keyof typeof WITHDRAWAL_EVENTS;

export const FINAL_STATUSES: readonly WithdrawalStatus[] = ['rejected', 'received', 'auto_received', 'resolved'];

export function canApply(status: WithdrawalStatus, event: WithdrawalEvent): boolean {
  return (WITHDRAWAL_EVENTS[event].from as readonly WithdrawalStatus[]).includes(status);
}

/** The status after `event`, or withdrawal.invalid_transition (409) naming the current status. */
export function nextStatus(status: WithdrawalStatus, event: WithdrawalEvent): WithdrawalStatus {
  if (!canApply(status, event)) throw withdrawalErrors.invalidTransition(status);
  return WITHDRAWAL_EVENTS[event].to;
}

/** `status` and every status a withdrawal can come to from it, by the events above. */
export function statusesFrom(status: WithdrawalStatus): WithdrawalStatus[] {
  const reached = new Set<WithdrawalStatus>([status]);
  // A Set's iteration also visits what is added during it: this walks the graph breadth first.
  for (const at of reached) {
    for (const { from, to } of Object.values(WITHDRAWAL_EVENTS)) {
      if ((from as readonly WithdrawalStatus[]).includes(at)) reached.add(to);
    }
  }
  return [...reached];
}
