import { randomUUID } from 'node:crypto';
import { formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { recordAudit, type AuditRecord } from '../audit/audit.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { membersPort } from '../members/members.port.ts';
import { inScope, type Actor } from './actor.model.ts';
import {
  adjustmentRequestsRepository as requests,
  type AdjustmentRequestRow,
  type AdjustmentRequestStatus,
} from './adjustment-requests.repository.ts';
import { parseAdjustmentAmount, postAdjustment, type AdjustmentInput } from './adjustments.usecases.ts';
import { operatorErrors } from './operators.errors.ts';

/** Who and where, for the audit entries these write in their own transactions. */
export type AuditContext = Omit<AuditRecord, 'target' | 'status' | 'before' | 'after'>;

/** Until a brand sets its own: adjustments of 1,000 (in its currency) or more need a second operator. */
export const DEFAULT_DUAL_APPROVAL_UNITS = 1000n;
const PAGE_SIZE = 50;

export async function dualApprovalThreshold(db: DbOrTrx, merchant: Merchant): Promise<Minor> {
  return (
    (await requests.dualApprovalMinor(db, merchant.id)) ??
    minor(DEFAULT_DUAL_APPROVAL_UNITS * 10n ** BigInt(merchant.places))
  );
}

export async function setDualApprovalThreshold(db: Db, merchant: Merchant, amountText: string, audit: AuditContext) {
  const amount = parseAdjustmentAmount(merchant, amountText);
  if (amount < 0n) throw operatorErrors.adjustmentAmountInvalid();
  await inTransaction(db, async (trx) => {
    const before = await dualApprovalThreshold(trx, merchant);
    await requests.setDualApprovalMinor(trx, merchant.id, amount, new Date().toISOString());
    await recordAudit(trx, {
      ...audit,
      merchantId: merchant.id,
      target: `merchant=${merchant.code}`,
      status: 200,
      before: { dualApprovalAmount: formatMinor(before, merchant.places) },
      after: { dualApprovalAmount: formatMinor(amount, merchant.places) },
    });
  });
  return formatMinor(amount, merchant.places);
}

const abs = (amount: Minor) => (amount < 0n ? -amount : amount);

/**
 * An operator's adjustment: applied at once below the brand's threshold; from it on, recorded as
 * a request that a second operator approves. Either way the audit entry commits with it.
 */
export async function requestAdjustment(
  db: Db,
  merchant: Merchant,
  input: AdjustmentInput,
  actor: Actor & { operatorId: number },
  audit: AuditContext,
) {
  if (!inScope(actor, merchant.id)) throw operatorErrors.forbidden();
  const amount = parseAdjustmentAmount(merchant, input.amount);
  const member = await membersPort.findByUsername(db, merchant.id, input.username);
  if (!member) throw operatorErrors.adjustmentMemberNotFound();
  const target = `username=${member.username}`;
  return inTransaction(db, async (trx) => {
    if (abs(amount) < (await dualApprovalThreshold(trx, merchant))) {
      const key = `adjustment:${input.clientKey ?? randomUUID()}`;
      const applied = await postAdjustment(trx, merchant, {
        memberId: member.id,
        amount,
        reason: input.reason,
        key,
        operatorId: actor.operatorId,
      });
      await recordAudit(trx, {
        ...audit,
        merchantId: merchant.id,
        target,
        status: 200,
        ...balances(applied.balance, amount, merchant),
      });
      return { status: 'applied' as const, ...applied, transactionId: String(applied.transactionId) };
    }
    const request = await requests.insert(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      amount,
      reason: input.reason.trim(),
      requestedBy: actor.operatorId,
      now: new Date().toISOString(),
    });
    await recordAudit(trx, {
      ...audit,
      merchantId: merchant.id,
      target,
      status: 200,
      before: null,
      after: { pendingRequest: request.id, amount: formatMinor(amount, merchant.places), reason: request.reason },
    });
    return { status: 'pending' as const, requestId: String(request.id), amount: formatMinor(amount, merchant.places) };
  });
}

function balances(after: string, amount: Minor, merchant: Merchant) {
  // A main wallet never goes below zero, so its balance is an unsigned amount.
  const afterMinor = parseAmountToMinor(after, merchant.places);
  return {
    before: { balance: formatMinor(afterMinor - amount, merchant.places) },
    after: { balance: after, amount: formatMinor(amount, merchant.places) },
  };
}

async function merchantOf(db: DbOrTrx, merchantId: number): Promise<Merchant> {
  const merchant = (await merchantsPort.listAll(db as Db)).find((m) => m.id === merchantId);
  if (!merchant) throw operatorErrors.requestNotFound();
  return merchant;
}

/** Why a decision changed nothing: gone (or another brand's), decided already, or the requester's own. */
async function refusal(db: DbOrTrx, id: number, actor: Actor & { operatorId: number }) {
  const row = await requests.find(db, id);
  if (!row || !inScope(actor, row.merchantId)) return operatorErrors.requestNotFound();
  if (row.status !== 'pending') return operatorErrors.requestNotPending();
  return operatorErrors.sameOperator();
}

/**
 * The second operator approves: the request is decided and the ledger posts in one transaction
 * (a debit the wallet cannot cover leaves the request pending); never by the requester.
 */
export async function approveAdjustment(
  db: Db,
  id: number,
  actor: Actor & { operatorId: number },
  audit: AuditContext,
) {
  return inTransaction(db, async (trx) => {
    const found = await requests.find(trx, id);
    if (!found || !inScope(actor, found.merchantId)) throw operatorErrors.requestNotFound();
    if (
      !(await requests.decide(trx, id, {
        status: 'approved',
        by: actor.operatorId,
        note: null,
        now: new Date().toISOString(),
      }))
    )
      throw await refusal(trx, id, actor);
    const merchant = await merchantOf(trx, found.merchantId);
    const applied = await postAdjustment(trx, merchant, {
      memberId: found.memberId,
      amount: found.amount,
      reason: found.reason,
      key: `adjustment-request:${id}`,
      operatorId: found.requestedBy,
    });
    await requests.setTransaction(trx, id, applied.transactionId);
    const view = await requestView(trx, (await requests.find(trx, id))!, merchant);
    await recordAudit(trx, {
      ...audit,
      merchantId: merchant.id,
      target: `request=${id} username=${view.username}`,
      status: 200,
      ...balances(applied.balance, found.amount, merchant),
    });
    return { ...view, balance: applied.balance };
  });
}

export async function rejectAdjustment(
  db: Db,
  id: number,
  note: string,
  actor: Actor & { operatorId: number },
  audit: AuditContext,
) {
  return inTransaction(db, async (trx) => {
    const found = await requests.find(trx, id);
    if (!found || !inScope(actor, found.merchantId)) throw operatorErrors.requestNotFound();
    if (
      !(await requests.decide(trx, id, {
        status: 'rejected',
        by: actor.operatorId,
        note: note.trim(),
        now: new Date().toISOString(),
      }))
    )
      throw await refusal(trx, id, actor);
    const merchant = await merchantOf(trx, found.merchantId);
    const view = await requestView(trx, (await requests.find(trx, id))!, merchant);
    await recordAudit(trx, {
      ...audit,
      merchantId: merchant.id,
      target: `request=${id} username=${view.username}`,
      status: 200,
      before: { status: 'pending' },
      after: { status: 'rejected', note },
    });
    return { ...view, balance: null };
  });
}

async function requestView(db: DbOrTrx, row: AdjustmentRequestRow, merchant: Merchant) {
  const member = await membersPort.findById(db, row.memberId);
  return {
    id: String(row.id),
    merchantId: String(row.merchantId),
    username: member?.username ?? '',
    amount: formatMinor(row.amount, merchant.places),
    reason: row.reason,
    status: row.status,
    requestedBy: String(row.requestedBy),
    decidedBy: row.decidedBy === null ? null : String(row.decidedBy),
    transactionId: row.transactionId === null ? null : String(row.transactionId),
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

export async function listAdjustmentRequests(
  db: Db,
  actor: Actor,
  filter: { status?: AdjustmentRequestStatus | undefined; pageNo: number },
) {
  const { rows, total } = await requests.page(
    db,
    { merchantScope: actor.merchantScope, status: filter.status },
    { pageNo: filter.pageNo, pageSize: PAGE_SIZE },
  );
  const merchants = await merchantsPort.listAll(db);
  const list = await Promise.all(
    rows.map((row) =>
      requestView(
        db,
        row,
        merchants.find((m) => m.id === row.merchantId)!,
      ),
    ),
  );
  return { list, total, totalPages: Math.ceil(total / PAGE_SIZE) };
}
