import { inScope, type Actor } from '../operators/actor.model.ts';
import type { Deposit } from './deposit.model.ts';
import { DEPOSIT_TRANSITIONS } from './deposit.model.ts';
import type { DepositListRow } from './deposit.model.ts';
import { depositsRepository, type DepositFilter } from './deposits.repository.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { closeDepositUnpaid, closeUnpaid, creditDeposit, settleDeposit } from './deposit-settlement.usecases.ts';
import type { DepositDeps } from './deposits.usecases.ts';
import type { GatewayEvent } from './gateways/payment-gateway.ts';
import { paymentError } from './payments.errors.ts';

async function manualDepositInScope(deps: DepositDeps, id: number, actor: Actor): Promise<Deposit> {
  const deposit = await depositsRepository.findById(deps.db, id);
  if (!deposit || !inScope(actor, deposit.merchantId)) throw paymentError('payment.deposit_not_found');
  if (deposit.kind !== 'manual_bank') throw paymentError('payment.deposit_not_manual');
  return deposit;
}

/** The operator found the transfer: credits once; confirming again answers the same result. */
export async function confirmManualDeposit(deps: DepositDeps, id: number, actor: Actor): Promise<Deposit> {
  await manualDepositInScope(deps, id, actor);
  return (await creditDeposit(deps, id, DEPOSIT_TRANSITIONS.operatorConfirm, actor.operatorId)).deposit;
}

/** No matching transfer: nothing was credited, the member is told why. Rejecting again is a no-op. */
export async function rejectManualDeposit(
  deps: DepositDeps,
  id: number,
  reason: string,
  actor: Actor,
): Promise<Deposit> {
  const deposit = await manualDepositInScope(deps, id, actor);
  if (deposit.status === 'rejected') return deposit;
  const result = await closeDepositUnpaid(deps, id, 'rejected', reason, actor.operatorId);
  if (!result.changed) throw paymentError('payment.deposit_not_pending', { status: result.deposit.status });
  return result.deposit;
}

export type WebhookOutcome = 'credited' | 'failed' | 'duplicate' | 'ignored';

/**
 * A verified gateway event, applied in one transaction with its record: redeliveries (same event
 * id, also concurrent ones) find the record and do nothing. "paid" credits once, also after an
 * earlier "failed" (see DEPOSIT_TRANSITIONS); "failed" after "paid" is ignored: money already
 * credited is never taken back by a late event (a chargeback is an operator adjustment).
 */
export async function handleGatewayEvent(
  deps: DepositDeps,
  provider: string,
  channelKind: string,
  event: GatewayEvent,
): Promise<WebhookOutcome> {
  const deposit = await depositsRepository.findById(deps.db, event.depositId);
  if (!deposit) throw paymentError('payment.deposit_not_found');
  if (
    deposit.kind !== channelKind ||
    deposit.providerRef !== event.providerRef ||
    deposit.amount !== event.amount ||
    deposit.currency !== event.currency
  ) {
    deps.log?.warn({ depositId: deposit.id, eventId: event.eventId }, 'gateway event does not match its deposit');
    throw paymentError('payment.webhook_mismatch');
  }
  return inRetryingTransaction(deps.db, async (trx) => {
    const record = { provider, eventId: event.eventId, depositId: deposit.id, type: event.type };
    if (!(await depositsRepository.recordWebhookEvent(trx, { ...record, outcome: 'received' }))) return 'duplicate';
    const result =
      event.type === 'paid'
        ? await settleDeposit(deps, trx, deposit.id, DEPOSIT_TRANSITIONS.gatewayPaid, null)
        : await closeUnpaid(deps, trx, deposit.id, 'failed', 'gateway_failed', null);
    const outcome: WebhookOutcome = !result.changed ? 'ignored' : event.type === 'paid' ? 'credited' : 'failed';
    await depositsRepository.setWebhookOutcome(trx, provider, event.eventId, outcome);
    return outcome;
  });
}

export async function listDeposits(
  deps: Pick<DepositDeps, 'db'>,
  filter: DepositFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: DepositListRow[]; total: number; totalPages: number }> {
  const { rows, total } = await depositsRepository.list(deps.db, filter, page);
  return { rows, total, totalPages: Math.ceil(total / page.pageSize) };
}
