import { randomUUID } from 'node:crypto';
import { AMOUNT_INPUT_PATTERN, fitsPlaces, formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { membersPort } from '../members/members.port.ts';
import { inScope, type Actor } from './actor.model.ts';
import { operatorErrors } from './operators.errors.ts';

export type AdjustmentResult = { transactionId: number; amount: string; balance: string; replayed: boolean };
export type AdjustmentInput = { username: string; amount: string; reason: string; clientKey?: string | undefined };

/** A non-zero amount of the brand's currency, signed: "10.50" adjusts a USD wallet, a VND one takes whole dong only. */
export function parseAdjustmentAmount(merchant: Merchant, amountText: string): Minor {
  const text = amountText.trim();
  const unsigned = text.replace(/^-/, '');
  if (!AMOUNT_INPUT_PATTERN.test(unsigned) || !fitsPlaces(unsigned, merchant.places))
    throw operatorErrors.adjustmentAmountInvalid();
  const size = parseAmountToMinor(unsigned, merchant.places);
  const amount = minor(text.startsWith('-') ? -size : size);
  if (amount === 0n) throw operatorErrors.adjustmentAmountInvalid();
  return amount;
}

/**
 * Credit (positive) or debit (negative) of a member's main wallet against the house, with a
 * reason kept in the ledger. A debit never takes the wallet below zero (422). With a client key
 * a retry applies once (adjustment:<key>); without one every call is a new adjustment.
 */
export async function adjustMainWallet(
  db: Db,
  merchant: Merchant,
  input: AdjustmentInput,
  actor: Actor,
): Promise<AdjustmentResult> {
  if (!inScope(actor, merchant.id)) throw operatorErrors.forbidden();
  const amount = parseAdjustmentAmount(merchant, input.amount);
  const member = await membersPort.findByUsername(db, merchant.id, input.username);
  if (!member) throw operatorErrors.adjustmentMemberNotFound();
  return postAdjustment(db, merchant, {
    memberId: member.id,
    amount,
    reason: input.reason,
    key: `adjustment:${input.clientKey ?? randomUUID()}`,
    operatorId: actor.operatorId,
  });
}

/** The ledger side of an adjustment, in the caller's transaction when given one. */
export async function postAdjustment(
  db: DbOrTrx,
  merchant: Merchant,
  input: { memberId: number; amount: Minor; reason: string; key: string; operatorId: number | null },
): Promise<AdjustmentResult> {
  const { amount } = input;
  const main = await ensureMemberAccount(db, merchant.id, input.memberId, 'main', merchant.currency);
  const house = await ensureSystemAccount(db, merchant.id, 'house', merchant.currency);
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind: amount > 0n ? 'adjustment_credit' : 'adjustment_debit',
    idempotencyKey: input.key,
    legs: [
      { accountId: house.id, amount: minor(-amount) },
      { accountId: main.id, amount },
    ],
    metadata: { reason: input.reason.trim(), memberId: input.memberId, operatorId: input.operatorId },
  });
  const entry = posted.entries.find((e) => e.accountId === main.id)!;
  return {
    transactionId: posted.id,
    amount: formatMinor(amount, merchant.places),
    balance: formatMinor(entry.balanceAfter, merchant.places),
    replayed: posted.replayed,
  };
}
